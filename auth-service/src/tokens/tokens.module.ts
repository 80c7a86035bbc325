import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { ActiveSigningKey } from '../keys/active-signing-key';
import { KeysModule } from '../keys/keys.module';
import { OidcIdentitiesModule } from '../oidc/oidc-identities.module';
import { SecuritySettingsModule } from '../security-settings/security-settings.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthConfig } from './auth.config';
import { SessionTokensService } from './session-tokens.service';
import { TokenService } from './token.service';

/** Signing and checking staff tokens, and starting the sessions they belong to. */
@Module({
  imports: [
    UsersModule,
    SessionsModule,
    SecuritySettingsModule,
    OidcIdentitiesModule,
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
  providers: [TokenService, SessionTokensService],
  exports: [TokenService, SessionTokensService],
})
export class TokensModule {}
