import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { OidcClientService } from './oidc-client.service';
import { OidcController } from './oidc.controller';
import { OidcIdentitiesModule } from './oidc-identities.module';
import { OidcLoginsRepository } from './oidc-logins.repository';
import { OidcReauthController } from './oidc-reauth.controller';
import { OidcReauthService } from './oidc-reauth.service';
import { OidcSignInService } from './oidc-sign-in.service';

/** Sign in with Microsoft (OpenID Connect). */
@Module({
  imports: [TokensModule, UsersModule, OidcIdentitiesModule, SessionsModule],
  controllers: [OidcController, OidcReauthController],
  providers: [OidcClientService, OidcSignInService, OidcReauthService, OidcLoginsRepository],
  exports: [OidcSignInService, OidcClientService],
})
export class OidcModule {}
