import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { CONTENT_SLUG_UNIQUE_INDEX } from './content.entity';

export function slugConflict(slug: string): ConflictException {
  return new ConflictException(`A content item with the slug "${slug}" already exists. Change the title or slug.`);
}

/** True for Postgres' unique violation (23505) on the slug index, e.g. when two saves race. */
export function isSlugUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) {
    return false;
  }
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === CONTENT_SLUG_UNIQUE_INDEX;
}
