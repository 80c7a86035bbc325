import { ForbiddenException } from '@nestjs/common';

/** Turns a refusal of the permission rules (content-permissions.ts) into a 403 that says why. */
export function refuseWith(refusal: string | undefined): void {
  if (refusal) {
    throw new ForbiddenException(refusal);
  }
}
