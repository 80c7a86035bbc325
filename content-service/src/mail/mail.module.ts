import { Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';
import { MailSender } from './mail-sender';
import { mailOutboxMetrics } from './outbox-metrics';
import { OutboxRepository } from './outbox.repository';

/** E-mail to staff through content.outbox. */
@Module({ providers: [MailSender, MailOutboxService, OutboxRepository, mailOutboxMetrics], exports: [MailOutboxService] })
export class MailModule {}
