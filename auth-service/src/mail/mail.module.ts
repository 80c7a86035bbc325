import { Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';
import { MailSender } from './mail-sender';
import { OutboxRepository } from './outbox.repository';

@Module({ providers: [MailSender, MailOutboxService, OutboxRepository], exports: [MailOutboxService] })
export class MailModule {}
