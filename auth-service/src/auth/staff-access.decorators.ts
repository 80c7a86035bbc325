import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Role } from '../users/role';
import type { User } from '../users/user.entity';
import type { SessionClaims } from './token.service';

export const REQUIRED_ROLE_KEY = 'requiredRole';
export const ALLOWS_MFA_SETUP_KEY = 'allowsMfaSetup';

/** The signed-in staff member a route serves, as the guard found them in the database. */
export interface SignedInStaff {
  user: User;
  sessionId: string;
  claims: SessionClaims;
}

export type StaffRequest = Request & { staff?: SignedInStaff };

/** The minimum role for a route or a whole controller (contributor < author < editor < administrator). */
export const RequireRole = (minimum: Role): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLE_KEY, minimum);

/** Lets a token limited to setting up two-step sign-in (scope "mfa-setup") through, besides full tokens. */
export const AllowMfaSetup = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOWS_MFA_SETUP_KEY, true);

/** The staff member the guard let through; only on routes that are not @Public(). */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInStaff => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new Error('CurrentStaff used on a route the staff guard does not cover');
  return staff;
});

/** The browser's User-Agent header (shown in the list of one's sessions), or null. */
export const UserAgent = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null => context.switchToHttp().getRequest<Request>().headers['user-agent'] ?? null,
);
