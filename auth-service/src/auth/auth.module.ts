import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { ActiveSigningKey } from '../keys/active-signing-key';
import { KeysModule } from '../keys/keys.module';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthConfig } from './auth.config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordChangeService } from './password-change.service';
import { SessionController } from './session.controller';
import { SessionRenewalService } from './session-renewal.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    LoginThrottleModule,
    SessionsModule,
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
  controllers: [AuthController, SessionController],
  providers: [AuthService, TokenService, SessionRenewalService, PasswordChangeService],
})
export class AuthModule {}
