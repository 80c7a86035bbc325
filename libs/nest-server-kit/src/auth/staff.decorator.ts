import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { StaffRequest } from './jwt-auth.guard';
import type { StaffUser } from './token-verifier';

/** The staff member the global guard let through. */
export const Staff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffUser | undefined =>
  context.switchToHttp().getRequest<StaffRequest>().staff,
);

/** The scope the request's token is limited to (e.g. `mfa-setup`, on a route marked @AllowScope), or undefined for a full token. */
export const TokenScope = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined =>
  context.switchToHttp().getRequest<StaffRequest>().tokenScope,
);
