import { Module } from '@nestjs/common';
import { Clock } from '@site/nest-server-kit';
import { CaptchaVerifier } from '../captcha/captcha-verifier';
import { NotificationsModule } from '../notifications/notifications.module';
import { SubmissionLimitRepository } from '../rate-limit/submission-limit.repository';
import { SubmissionLimiter } from '../rate-limit/submission-limiter';
import { RetentionJob } from '../retention/retention.job';
import { ReminderJob } from '../reminders/reminder.job';
import { StaffDirectory } from '../staff/staff-directory.service';
import { StaffMemberRepository } from '../staff/staff-member.repository';
import { EnquiryErasureService } from './enquiry-erasure.service';
import { EnquiryPipelineService } from './enquiry-pipeline.service';
import { LeadReportService } from './lead-report.service';
import { EnquiryNoteRepository } from './notes/enquiry-note.repository';
import { CmsEnquiriesController } from './cms-enquiries.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryInboxService } from './enquiry-inbox.service';
import { EnquiryRepositoryModule } from './enquiry-repository.module';

@Module({
  imports: [EnquiryRepositoryModule, NotificationsModule],
  controllers: [EnquiriesController, CmsEnquiriesController],
  providers: [
    EnquiriesService,
    EnquiryInboxService,
    EnquiryPipelineService,
    LeadReportService,
    EnquiryErasureService,
    EnquiryNoteRepository,
    StaffDirectory,
    StaffMemberRepository,
    CaptchaVerifier,
    SubmissionLimiter,
    SubmissionLimitRepository,
    RetentionJob,
    ReminderJob,
    Clock,
  ],
  exports: [EnquiryRepositoryModule],
})
export class EnquiriesModule {}
