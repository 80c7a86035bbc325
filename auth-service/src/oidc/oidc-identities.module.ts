import { Module } from '@nestjs/common';
import { OidcIdentitiesRepository } from './oidc-identities.repository';

/** Which users sign in through the identity provider: read by the token rules too, so a module of its own. */
@Module({ providers: [OidcIdentitiesRepository], exports: [OidcIdentitiesRepository] })
export class OidcIdentitiesModule {}
