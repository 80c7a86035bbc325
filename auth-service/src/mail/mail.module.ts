import { Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service';
import { MailSender } from './mail-sender';

@Module({ providers: [MailSender, MailOutboxService], exports: [MailOutboxService] })
export class MailModule {}
