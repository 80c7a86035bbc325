import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';
import { EmailChangesRepository } from './email-changes.repository';

/** A new e-mail address, confirmed by a link sent to it. */
@Module({
  imports: [UsersModule, MailModule],
  controllers: [EmailChangeController],
  providers: [EmailChangeService, EmailChangesRepository],
  exports: [EmailChangeService],
})
export class EmailChangeModule {}
