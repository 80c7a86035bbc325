import { Module } from '@nestjs/common';
import { AccountNoticesService } from './account-notices.service';
import { MailOutboxService } from './mail-outbox.service';
import { MailSender } from './mail-sender';
import { OutboxRepository } from './outbox.repository';

@Module({ providers: [MailSender, MailOutboxService, OutboxRepository, AccountNoticesService], exports: [MailOutboxService, AccountNoticesService] })
export class MailModule {}
