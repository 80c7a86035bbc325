import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ACCESS_DENIALS, type AccessDenials, ALLOWED_SCOPES_KEY, AUTHENTICATION_REQUIRED, hasRoleAtLeast, IS_PUBLIC_KEY, REQUIRED_ROLE_KEY, roleDenial,
  roleRefusal, routeOf, type StaffRequest,
} from '@site/nest-server-kit';
import type { Response } from 'express';
import { SessionsService } from '../sessions/sessions.service';
import { TokenService } from '../tokens/token.service';
import type { Role } from '../users/role';
import { UsersService } from '../users/users.service';
import { SESSION_ENDED_MESSAGE } from './session-ended.message';
import type { SignedInStaff } from './signed-in-staff';

export const MFA_SETUP_FIRST_MESSAGE = 'Set up two-step sign-in before you continue.';

/**
 * auth-service's one global guard: every route needs a live session's token unless it is @Public(), a token
 * limited to a scope only where the route says @AllowScope(scope), and the role of the kit's @RequireRole. Being
 * the issuer, it checks the session and the user in its own database, so a revoked session, a suspension
 * or a role change counts at once here (other services learn it within 2 seconds, through LISTEN/NOTIFY).
 */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    @Inject(ACCESS_DENIALS) private readonly denials: AccessDenials,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true) return true;

    const request = context.switchToHttp().getRequest<StaffRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const token = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    }
    const claims = await this.tokens.verify(token);
    const session = claims ? await this.sessions.findActive(claims.sid) : null;
    const user = claims && session?.userId === claims.sub ? await this.users.findById(claims.sub) : null;
    if (!claims || !user || user.status !== 'active') {
      response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    }
    const staff: SignedInStaff = {
      userId: user.id,
      username: user.username,
      displayName: user.displayName || user.username,
      role: user.role,
      sessionId: claims.sid,
      user,
      claims,
    };
    const allowedScopes = this.reflector.getAllAndOverride<string[] | undefined>(ALLOWED_SCOPES_KEY, targets) ?? [];
    if (claims.scope && !allowedScopes.includes(claims.scope)) {
      await this.denials({ route: routeOf(request), reason: `token limited to ${claims.scope}` }, staff, request);
      response.setHeader('WWW-Authenticate', 'Bearer error="insufficient_scope"');
      throw new UnauthorizedException(MFA_SETUP_FIRST_MESSAGE);
    }
    const minimum = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE_KEY, targets);
    if (minimum && !hasRoleAtLeast(user.role, minimum)) {
      await this.denials(roleDenial(request, user.role, minimum), staff, request);
      throw new ForbiddenException(roleRefusal(user.role, minimum));
    }
    request.staff = staff;
    request.tokenScope = claims.scope;
    return true;
  }
}
