import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CaptchaVerifier } from '../captcha/captcha-verifier';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubmissionLimiter } from '../rate-limit/submission-limiter';
import { RetentionJob } from '../retention/retention.job';
import { CmsEnquiriesController } from './cms-enquiries.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryInboxService } from './enquiry-inbox.service';
import { Enquiry } from './enquiry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Enquiry]), NotificationsModule],
  controllers: [EnquiriesController, CmsEnquiriesController],
  providers: [EnquiriesService, EnquiryInboxService, CaptchaVerifier, SubmissionLimiter, RetentionJob],
})
export class EnquiriesModule {}
