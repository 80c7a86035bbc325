import { Module } from '@nestjs/common';
import { EmailChangeModule } from '../email-change/email-change.module';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetsRepository } from './password-resets.repository';

@Module({
  imports: [UsersModule, SessionsModule, MailModule, EmailChangeModule],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, PasswordResetsRepository],
  exports: [PasswordResetService],
})
export class PasswordResetModule {}
