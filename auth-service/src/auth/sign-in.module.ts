import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ActiveSigningKey } from '../keys/active-signing-key';
import { KeysModule } from '../keys/keys.module';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { SecuritySettingsModule } from '../security-settings/security-settings.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthConfig } from './auth.config';
import { PasswordConfirmationService } from './password-confirmation.service';
import { SignInService } from './sign-in.service';
import { StaffSessionGuard } from './staff-session.guard';
import { TokenService } from './token.service';

/** Tokens, sessions started, and the global guard every other module's routes rely on. */
@Module({
  imports: [
    UsersModule,
    SessionsModule,
    SecuritySettingsModule,
    LoginThrottleModule,
    JwtModule.registerAsync({
      imports: [KeysModule],
      inject: [ConfigService, ActiveSigningKey],
      useFactory: (config: ConfigService, key: ActiveSigningKey) => {
        const { issuer, audience } = config.getOrThrow<AuthConfig>('auth');
        return {
          privateKey: key.privateKeyPem,
          publicKey: key.publicKeyPem,
          signOptions: { algorithm: 'RS256', keyid: key.kid, issuer, audience },
          verifyOptions: { algorithms: ['RS256'], issuer, audience },
        };
      },
    }),
  ],
  providers: [TokenService, SignInService, PasswordConfirmationService, { provide: APP_GUARD, useClass: StaffSessionGuard }],
  exports: [TokenService, SignInService, PasswordConfirmationService],
})
export class SignInModule {}
