import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import type { AuthConfig } from '../../config/auth.config';
import { BearerTokenGuard } from './bearer-token.guard';
import { StaffTokenVerifier } from './staff-token-verifier';

@Module({
  providers: [
    { provide: StaffTokenVerifier, inject: [ConfigService], useFactory: (config: ConfigService) => new StaffTokenVerifier(config.getOrThrow<AuthConfig>('auth')) },
    { provide: APP_GUARD, useClass: BearerTokenGuard },
  ],
})
export class AuthModule {}
