import { Module } from '@nestjs/common';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { OidcClientService } from './oidc-client.service';
import { OidcController } from './oidc.controller';
import { OidcIdentitiesModule } from './oidc-identities.module';
import { OidcLoginsRepository } from './oidc-logins.repository';
import { OidcSignInService } from './oidc-sign-in.service';

/** Sign in with Microsoft (OpenID Connect). */
@Module({
  imports: [TokensModule, UsersModule, OidcIdentitiesModule],
  controllers: [OidcController],
  providers: [OidcClientService, OidcSignInService, OidcLoginsRepository],
  exports: [OidcSignInService, OidcClientService],
})
export class OidcModule {}
