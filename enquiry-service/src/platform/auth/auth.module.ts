import { Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import type { AuthConfig } from '../../config/auth.config';
import { JwtAuthGuard, TOKEN_VERIFIER } from './jwt-auth.guard';
import { SessionRevocations } from './session-revocations';
import { createTokenVerifier } from './token-verifier';

@Module({
  providers: [
    {
      provide: SessionRevocations,
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const auth = config.getOrThrow<AuthConfig>('auth');
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
        const auth = config.getOrThrow<AuthConfig>('auth');
        return createTokenVerifier({ jwksUrl: auth.jwksUrl, publicKeyPem: auth.publicKey, issuer: auth.issuer, audience: auth.audience, revocations });
      },
    },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
})
export class AuthModule implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(SessionRevocations) private readonly revocations: SessionRevocations) {}

  onModuleInit(): void {
    this.revocations.start();
  }

  onModuleDestroy(): void {
    this.revocations.stop();
  }
}
