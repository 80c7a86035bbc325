import { Module } from '@nestjs/common';
import { LoginThrottleModule } from '../login-throttle/login-throttle.module';
import { OidcIdentitiesModule } from '../oidc/oidc-identities.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { IdentityConfirmationService } from './identity-confirmation.service';
import { PasswordConfirmationService } from './password-confirmation.service';

@Module({
  imports: [UsersModule, LoginThrottleModule, SessionsModule, OidcIdentitiesModule],
  providers: [PasswordConfirmationService, IdentityConfirmationService],
  exports: [PasswordConfirmationService, IdentityConfirmationService],
})
export class PasswordsModule {}
