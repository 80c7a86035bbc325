import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EnquiryRepositoryModule } from '../enquiries/enquiry-repository.module';
import { MailSender } from './mail-sender';
import { NotificationOutbox } from './notification-outbox';
import { Notification } from './notification.entity';
import { NotificationRepository } from './notification.repository';

@Module({
  imports: [TypeOrmModule.forFeature([Notification]), EnquiryRepositoryModule],
  providers: [MailSender, NotificationOutbox, NotificationRepository],
  exports: [MailSender, NotificationOutbox, NotificationRepository],
})
export class NotificationsModule {}
