import { Module } from '@nestjs/common';
import { ContentItemsModule } from '../content/content-items.module';
import { MailModule } from '../mail/mail.module';
import { StaffEmailsModule } from '../staff/staff-emails.module';
import { Approvals } from './approvals';
import { CmsReviewsController } from './cms-reviews.controller';
import { DecisionNotices } from './decision-notices';
import { PublishingSettingsRepository } from './publishing-settings.repository';
import { ReviewDecisionsController } from './review-decisions.controller';
import { ReviewDecisionsRepository } from './review-decisions.repository';
import { ReviewLimiter } from './review-limiter';
import { ReviewLimitsRepository } from './review-limits.repository';
import { ReviewLinksRepository } from './review-links.repository';
import { ReviewsService } from './reviews.service';

/** Review links and approvals (issue 35 item 1). */
@Module({
  imports: [ContentItemsModule, MailModule, StaffEmailsModule],
  controllers: [CmsReviewsController, ReviewDecisionsController],
  providers: [Approvals, DecisionNotices, PublishingSettingsRepository, ReviewDecisionsRepository, ReviewLimiter, ReviewLimitsRepository, ReviewLinksRepository, ReviewsService],
  exports: [Approvals, ReviewsService],
})
export class ReviewsModule {}
