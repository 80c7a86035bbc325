import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, Optional, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from '../http/public.decorator';
import { ACCESS_DENIALS, type AccessDenials, roleDenial, routeOf } from './access-denials';
import { ALLOWED_SCOPES_KEY } from './allow-scope.decorator';
import { REQUIRED_ROLE_KEY } from './require-role.decorator';
import { hasRoleAtLeast, roleRefusal, type StaffRole } from './staff-roles';
import { isScopeAllowed } from './token-verification';
import type { StaffUser, TokenCheck } from './token-verifier';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const INVALID_TOKEN = 'Invalid or expired token';
export const SIGN_IN_CHECK_UNAVAILABLE = 'Signing in cannot be checked right now. Your work is kept; please try again in a moment.';
export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');
export type TokenVerifier = (token: string) => Promise<TokenCheck>;

/** Seconds a client should wait before retrying when the key set or the revocation list is unreachable. */
const RETRY_AFTER_SECONDS = '10';

export type StaffRequest = Request & { staff?: StaffUser; tokenScope?: string };

export function bearerToken(request: Pick<Request, 'headers'>): string | undefined {
  return /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * The one global guard: every route needs a valid bearer token unless it is marked @Public(); a token
 * limited to a scope only where the route is marked @AllowScope(scope); and at least the role of @RequireRole.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verify: TokenVerifier,
    /** Where refusals of a valid token are recorded (issue 33); none in unit tests. */
    @Optional() @Inject(ACCESS_DENIALS) private readonly denials?: AccessDenials,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic === true) return true;

    const http = context.switchToHttp();
    const request = http.getRequest<StaffRequest>();
    const response = http.getResponse<Response>();
    const token = bearerToken(request);
    if (!token) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    }
    const check = await this.verify(token);
    if (check.outcome === 'unavailable') {
      response.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      throw new ServiceUnavailableException(SIGN_IN_CHECK_UNAVAILABLE);
    }
    const allowedScopes = this.reflector.getAllAndOverride<string[] | undefined>(ALLOWED_SCOPES_KEY, [context.getHandler(), context.getClass()]) ?? [];
    if (check.outcome === 'invalid' || !isScopeAllowed(check.scope, allowedScopes)) {
      // A valid token of the wrong scope is a refusal of someone known, and recorded as one.
      if (check.outcome === 'valid') await this.denials?.({ route: routeOf(request), reason: `token limited to ${String(check.scope)}` }, check.staff, request);
      response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedException(INVALID_TOKEN);
    }
    const requiredRole = this.reflector.getAllAndOverride<StaffRole | undefined>(REQUIRED_ROLE_KEY, [context.getHandler(), context.getClass()]);
    if (requiredRole && !hasRoleAtLeast(check.staff.role, requiredRole)) {
      await this.denials?.(roleDenial(request, check.staff.role, requiredRole), check.staff, request);
      throw new ForbiddenException(roleRefusal(check.staff.role, requiredRole));
    }
    request.staff = check.staff;
    request.tokenScope = check.scope;
    return true;
  }
}
