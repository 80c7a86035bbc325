import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { StaffRequest } from './jwt-auth.guard';
import type { StaffUser } from './token-verifier';

/** The staff member the global guard let through. */
export const Staff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffUser | undefined =>
  context.switchToHttp().getRequest<StaffRequest>().staff,
);
