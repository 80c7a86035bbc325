import { Module } from '@nestjs/common';
import { CaptchaVerifier } from '../captcha/captcha-verifier';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubmissionLimitRepository } from '../rate-limit/submission-limit.repository';
import { SubmissionLimiter } from '../rate-limit/submission-limiter';
import { RetentionJob } from '../retention/retention.job';
import { CmsEnquiriesController } from './cms-enquiries.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryInboxService } from './enquiry-inbox.service';
import { EnquiryRepositoryModule } from './enquiry-repository.module';

@Module({
  imports: [EnquiryRepositoryModule, NotificationsModule],
  controllers: [EnquiriesController, CmsEnquiriesController],
  providers: [EnquiriesService, EnquiryInboxService, CaptchaVerifier, SubmissionLimiter, SubmissionLimitRepository, RetentionJob],
  exports: [EnquiryRepositoryModule],
})
export class EnquiriesModule {}
