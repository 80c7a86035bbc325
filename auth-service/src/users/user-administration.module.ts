import { Module } from '@nestjs/common';
import { InvitationsModule } from '../invitations/invitations.module';
import { MailModule } from '../mail/mail.module';
import { MfaModule } from '../mfa/mfa.module';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UserAdministrationService } from './user-administration.service';
import { UsersController } from './users.controller';
import { UsersModule } from './users.module';

/** Administrators' changes to other users (role, suspension, removal, second-factor reset). */
@Module({
  imports: [UsersModule, SessionsModule, MfaModule, PasswordResetModule, MailModule, InvitationsModule],
  controllers: [UsersController],
  providers: [UserAdministrationService],
})
export class UserAdministrationModule {}
