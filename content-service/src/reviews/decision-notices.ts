import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../config/app.config';
import type { ContentItem } from '../content/content.entity';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { StaffEmails } from '../staff/staff-emails';
import { reviewDecisionEmail } from './review-decision-email';
import type { StoredReviewDecision } from './review-decisions.repository';

/** E-mails each reviewer decision to the item's author (the staff member who created it), through the outbox. */
@Injectable()
export class DecisionNotices {
  private readonly logger = new Logger(DecisionNotices.name);

  constructor(
    private readonly outbox: MailOutboxService,
    private readonly staffEmails: StaffEmails,
    private readonly config: ConfigService,
  ) {}

  async tellAuthor(item: ContentItem, decision: StoredReviewDecision): Promise<void> {
    if (!this.outbox.configured) {
      this.logger.warn(`A review decision on item ${item.id} was not e-mailed: SMTP_URL is not set.`);
      return;
    }
    const to = item.createdById ? await this.staffEmails.emailOf(item.createdById) : null;
    if (!to) {
      this.logger.warn(`A review decision on item ${item.id} was not e-mailed: its author's e-mail address is not known.`);
      return;
    }
    const { siteUrl, siteTimeZone } = this.config.getOrThrow<AppConfig>('app');
    await this.outbox.enqueue(reviewDecisionEmail(decision, { to, title: item.title, siteUrl, timeZone: siteTimeZone }));
  }
}
