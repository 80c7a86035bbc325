import { Module } from '@nestjs/common';
import { OidcIdentitiesModule } from '../oidc/oidc-identities.module';
import { EmailChangeModule } from '../email-change/email-change.module';
import { MailModule } from '../mail/mail.module';
import { MfaModule } from '../mfa/mfa.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SecuritySettingsModule } from '../security-settings/security-settings.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { MeController } from './me.controller';
import { MeService } from './me.service';
import { PasswordController } from './password.controller';
import { PasswordChangeService } from './password-change.service';

/** The signed-in staff member's own profile, sessions, password and e-mail address. */
@Module({
  imports: [OidcIdentitiesModule, UsersModule, SessionsModule, MfaModule, SecuritySettingsModule, PasswordsModule, EmailChangeModule, MailModule],
  controllers: [MeController, PasswordController],
  providers: [MeService, PasswordChangeService],
})
export class AccountModule {}
