import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { ActiveSigningKey } from '../keys/active-signing-key';
import { KeysModule } from '../keys/keys.module';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { UsersModule } from '../users/users.module';
import { AuthConfig } from './auth.config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    LoginThrottleModule,
    JwtModule.registerAsync({
      imports: [KeysModule],
      inject: [ConfigService, ActiveSigningKey],
      useFactory: (config: ConfigService, key: ActiveSigningKey) => {
        const { issuer, audience, tokenTtlSeconds } = config.getOrThrow<AuthConfig>('auth');
        return {
          privateKey: key.privateKeyPem,
          signOptions: { algorithm: 'RS256', keyid: key.kid, issuer, audience, expiresIn: tokenTtlSeconds },
        };
      },
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, TokenService],
})
export class AuthModule {}
