import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { Clock, RepeatingPass } from '@site/nest-server-kit';
import { oneBusinessDayAfter } from '../calendar/business-days';
import { enquiryConfig } from '../config/enquiry.config';
import { EnquiryRepository } from '../enquiries/enquiry.repository';
import { MailSender } from '../notifications/mail-sender';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { NotificationRepository } from '../notifications/notification.repository';
import { StaffDirectory } from '../staff/staff-directory.service';

/** A business day is never shorter than this, so older enquiries are the only candidates. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 36: a new enquiry that nobody has worked on (no stage, no note, still new) for one business day
 * (Monday to Friday in SITE_TIME_ZONE, by the service's Clock) gets one reminder e-mail, to its assignee when
 * their address is known, else to ENQUIRY_NOTIFY_TO, through the outbox. Only when staff e-mail is configured.
 */
@Injectable()
export class ReminderJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ReminderJob.name);
  private readonly passes = new RepeatingPass(
    () => this.run().then(() => undefined),
    (error) => this.logger.error(`Reminder pass failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly notifications: NotificationRepository,
    private readonly staff: StaffDirectory,
    private readonly mail: MailSender,
    private readonly outbox: NotificationOutbox,
    private readonly clock: Clock,
    @Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.mail.configured) this.passes.start(this.config.reminderCheckMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.passes.stop();
  }

  /** Queues the reminders that are due; returns how many were queued. */
  async run(): Promise<number> {
    if (!this.mail.configured) return 0;
    const now = this.clock.now();
    const candidates = await this.enquiries.awaitingFirstTouch(new Date(now.getTime() - DAY_MS));
    const reminded = await this.notifications.remindedAmong(candidates.map((enquiry) => enquiry.id));
    let queued = 0;
    for (const enquiry of candidates) {
      if (reminded.has(enquiry.id)) continue;
      const waitingSince = enquiry.statusChangedAt ?? enquiry.receivedAt;
      if (oneBusinessDayAfter(waitingSince, this.config.siteTimeZone) > now) continue;
      const assignee = enquiry.assigneeId ? await this.staff.assignable(enquiry.assigneeId) : null;
      if (await this.notifications.queueReminder(enquiry.id, assignee?.email ?? null)) {
        queued += 1;
        this.logger.log(`Reminder queued for enquiry ${enquiry.id}${assignee ? ' (to its assignee)' : ''}`);
      }
    }
    if (queued > 0) this.outbox.kick();
    return queued;
  }
}
