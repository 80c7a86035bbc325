import { Module } from '@nestjs/common';
import { MailSender } from './mail-sender';
import { NotificationOutbox } from './notification-outbox';

@Module({ providers: [MailSender, NotificationOutbox], exports: [MailSender, NotificationOutbox] })
export class NotificationsModule {}
