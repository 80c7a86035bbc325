import { QueryFailedError } from 'typeorm';

/** The name of the unique constraint or index a failed insert or update ran into, or undefined for any other error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const { code, constraint } = error.driverError as { code?: string; constraint?: string };
  return code === '23505' ? constraint : undefined;
}
