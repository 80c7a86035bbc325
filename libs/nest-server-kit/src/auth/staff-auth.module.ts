import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { DatabaseSettings } from '../database/database-settings';
import { ACCESS_DENIALS, reportToAuthService } from './access-denials';
import { AccessDeniedInterceptor } from './access-denied.interceptor';
import { JwtAuthGuard, TOKEN_VERIFIER } from './jwt-auth.guard';
import { RevocationNotices } from './revocation-notices';
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
  /** auth-service's GET /api/auth/me, where a service learns a staff member's e-mail address with their own token. */
  accountUrl: string;
}

/**
 * Staff tokens for a service: the global guard (every route needs a valid token unless @Public()), the
 * jose verifier and the revoked-sessions list (pushed through Postgres LISTEN/NOTIFY, polled as the fallback),
 * configured from the service's `auth` and `database` config; every
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
      provide: RevocationNotices,
      inject: [ConfigService, SessionRevocations],
      useFactory: (config: ConfigService, revocations: SessionRevocations) => {
        const database = config.get<DatabaseSettings>('database');
        if (!database) return undefined;
        const logger = new Logger(RevocationNotices.name);
        return new RevocationNotices({
          databaseUrl: database.url,
          connectTimeoutMs: database.connectTimeoutMs,
          onRevoked: (sessionId) => revocations.revoke(sessionId),
          // Info, not a warning: the poll covers the gap, and a database outage is already reported once.
          onStatus: (message) => logger.log(message),
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
  constructor(
    @Inject(SessionRevocations) private readonly revocations: SessionRevocations,
    @Inject(RevocationNotices) private readonly notices: RevocationNotices | undefined,
  ) {}

  async onModuleInit(): Promise<void> {
    // Listening first: a revocation between the first poll and the LISTEN would otherwise wait for the next poll.
    await this.notices?.start();
    this.revocations.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.revocations.stop();
    await this.notices?.stop();
  }
}
