import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from './public.decorator';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const INVALID_TOKEN = 'Invalid or expired token';

function hasBearerCredentials(request: Request): boolean {
  return /^bearer\s+\S/i.test(request.headers.authorization ?? '');
}

/** The one global guard: every route needs a valid bearer token unless it is marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic === true || super.canActivate(context);
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (!error && user) {
      return user;
    }
    const http = context.switchToHttp();
    const hadToken = hasBearerCredentials(http.getRequest<Request>());
    http.getResponse<Response>().setHeader('WWW-Authenticate', hadToken ? 'Bearer error="invalid_token"' : 'Bearer');
    throw new UnauthorizedException(hadToken ? INVALID_TOKEN : AUTHENTICATION_REQUIRED);
  }
}
