import { type CanActivate, type ExecutionContext, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from './public.decorator';
import { type StaffUser, StaffTokenVerifier } from './staff-token-verifier';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const INVALID_TOKEN = 'Invalid or expired token';
export const SIGN_IN_UNAVAILABLE = 'Staff sign-in cannot be checked right now. Please try again in a moment.';

export type StaffRequest = Request & { user?: StaffUser };

/** The one global guard: every route needs a valid bearer token unless it is marked @Public(). */
@Injectable()
export class BearerTokenGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: StaffTokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic === true) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<StaffRequest>();
    const response = http.getResponse<Response>();
    const token = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
    }
    const verification = await this.verifier.verify(token);
    if (verification.ok) {
      request.user = verification.user;
      return true;
    }
    if (verification.reason === 'keys-unavailable') {
      response.setHeader('Retry-After', '5');
      throw new ServiceUnavailableException(SIGN_IN_UNAVAILABLE);
    }
    response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
    throw new UnauthorizedException(INVALID_TOKEN);
  }
}
