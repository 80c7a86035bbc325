import { CanActivate, ExecutionContext, Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from '../http/public.decorator';
import type { StaffUser, TokenCheck } from './token-verifier';

export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const INVALID_TOKEN = 'Invalid or expired token';
export const SIGN_IN_CHECK_UNAVAILABLE = 'Signing in cannot be checked right now. Your work is kept; please try again in a moment.';
export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');
export type TokenVerifier = (token: string) => Promise<TokenCheck>;

/** Seconds a client should wait before retrying when the key set or the revocation list is unreachable. */
const RETRY_AFTER_SECONDS = '10';

export type StaffRequest = Request & { staff?: StaffUser };

function bearerToken(request: Request): string | undefined {
  return /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The one global guard: every route needs a valid bearer token unless it is marked @Public(). */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verify: TokenVerifier,
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
    if (check.outcome === 'invalid') {
      response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new UnauthorizedException(INVALID_TOKEN);
    }
    request.staff = check.staff;
    return true;
  }
}
