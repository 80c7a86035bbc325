import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ACCESS_DENIALS, reportToAuthService } from './access-denials';
import { AccessDeniedInterceptor } from './access-denied.interceptor';
import { JwtAuthGuard, TOKEN_VERIFIER } from './jwt-auth.guard';
import { SessionRevocations } from './session-revocations';
import { createTokenVerifier } from './token-verifier';

/** What a service registers under the config key `auth` (registerAs('auth', …)) for StaffAuthModule. */
export interface StaffAuthConfig {
  jwksUrl: string;
  /** PEM of the auth service's RSA public key; when set, used instead of the JWKS. */
  publicKey?: string;
  issuer: string;
  audience: string;
  /** auth-service's list of revoked sessions; by default beside the JWKS (…/api/auth/sessions/revoked). */
  revokedSessionsUrl: string;
  revocationPollSeconds: number;
  revocationMaxAgeSeconds: number;
  /** auth-service's POST /api/auth/activity/access-denied; by default beside the JWKS. */
  accessDeniedUrl: string;
}

/**
 * Staff tokens for a service: the global guard (every route needs a valid token unless @Public()), the
 * jose verifier and the polled revoked-sessions list, configured from the service's `auth` config; every
 * refusal (403, or a valid token of the wrong scope) is reported to auth-service's activity.
 */
@Module({
  providers: [
    {
      provide: SessionRevocations,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const auth = config.getOrThrow<StaffAuthConfig>('auth');
        const logger = new Logger(SessionRevocations.name);
        return new SessionRevocations({
          url: auth.revokedSessionsUrl,
          pollIntervalMs: auth.revocationPollSeconds * 1000,
          maxAgeMs: auth.revocationMaxAgeSeconds * 1000,
          onError: (message) => logger.warn(message),
        });
      },
    },
    {
      provide: TOKEN_VERIFIER,
      inject: [ConfigService, SessionRevocations],
      useFactory: (config: ConfigService, revocations: SessionRevocations) => {
        const auth = config.getOrThrow<StaffAuthConfig>('auth');
        return createTokenVerifier({ jwksUrl: auth.jwksUrl, publicKeyPem: auth.publicKey, issuer: auth.issuer, audience: auth.audience, revocations });
      },
    },
    {
      provide: ACCESS_DENIALS,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const logger = new Logger('AccessDenials');
        return reportToAuthService(config.getOrThrow<StaffAuthConfig>('auth').accessDeniedUrl, (message) => logger.warn(message));
      },
    },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_INTERCEPTOR, useClass: AccessDeniedInterceptor },
  ],
})
export class StaffAuthModule implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(SessionRevocations) private readonly revocations: SessionRevocations) {}

  onModuleInit(): void {
    this.revocations.start();
  }

  onModuleDestroy(): void {
    this.revocations.stop();
  }
}
