import { Module } from '@nestjs/common';
import { MfaModule } from '../mfa/mfa.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { SecuritySettingsModule } from '../security-settings/security-settings.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { MeController } from './me.controller';
import { MeService } from './me.service';
import { PasswordController } from './password.controller';
import { PasswordChangeService } from './password-change.service';

/** The signed-in staff member's own profile, sessions and password. */
@Module({
  imports: [UsersModule, SessionsModule, MfaModule, SecuritySettingsModule, PasswordsModule],
  controllers: [MeController, PasswordController],
  providers: [MeService, PasswordChangeService],
})
export class AccountModule {}
