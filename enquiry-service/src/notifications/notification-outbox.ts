import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { describeSmtpError, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_SECONDS, RepeatingPass, retryDelayMs } from '@site/nest-server-kit';
import { notificationConfig } from '../config/notification.config';
import { EnquiryRepository } from '../enquiries/enquiry.repository';
import { MailSender } from './mail-sender';
import { notificationEmail } from './notification-email';
import type { NotificationKind } from './notification.entity';
import { reminderEmail } from './reminder-email';
import { NotificationRepository } from './notification.repository';

/**
 * Works off the notifications table: each row is leased (so replicas never send one twice at once), sent,
 * then marked sent, or given a later attempt with backoff, or marked failed after the last attempt.
 * Log lines name the enquiry id only, never a personal field.
 */
@Injectable()
export class NotificationOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationOutbox.name);
  private readonly passes = new RepeatingPass(
    () => this.drain(),
    (error) => this.logger.error(`Notification pass failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  constructor(
    private readonly notifications: NotificationRepository,
    private readonly enquiries: EnquiryRepository,
    private readonly mail: MailSender,
    @Inject(notificationConfig.KEY) private readonly config: ConfigType<typeof notificationConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.serverWithoutRecipient) {
      this.logger.warn('SMTP_URL is set but ENQUIRY_NOTIFY_TO is not: no e-mail is sent about new enquiries (set ENQUIRY_NOTIFY_TO to send them).');
    }
    if (this.mail.configured) this.passes.start(this.config.pollIntervalMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.passes.stop();
  }

  /** Starts a pass over the due rows now (after a new enquiry), or right after the pass in progress. */
  kick(): void {
    if (this.mail.configured) this.passes.kick();
  }

  /** Sends every row that is due; resolves when none is left. */
  async drain(): Promise<void> {
    const leaseDue = () => this.notifications.leaseDue(OUTBOX_LEASE_SECONDS, OUTBOX_BATCH_SIZE);
    for (let leased = await leaseDue(); leased.length > 0 && !this.passes.isStopped; leased = await leaseDue()) {
      for (const row of leased) await this.deliver(row.enquiry_id, row.kind, row.recipient, row.attempts);
    }
  }

  private async deliver(enquiryId: string, kind: NotificationKind, recipient: string | null, previousAttempts: number): Promise<void> {
    const enquiry = await this.enquiries.findById(enquiryId);
    if (!enquiry) return;
    const attempt = previousAttempts + 1;
    try {
      await this.mail.send(kind === 'reminder' ? reminderEmail(enquiry) : notificationEmail(enquiry), recipient ?? undefined);
      await this.notifications.markSent(enquiryId, kind, attempt);
      this.logger.log(`Notification (${kind}) for enquiry ${enquiryId} sent (attempt ${attempt})`);
    } catch (error) {
      const reason = describeSmtpError(error);
      const finalAttempt = attempt >= this.config.maxAttempts;
      await this.notifications.markNotSent(enquiryId, kind, attempt, {
        state: finalAttempt ? 'failed' : 'pending',
        reason,
        retrySeconds: retryDelayMs(this.config.retryBaseMs, attempt) / 1000,
      });
      this.logger.warn(
        `Notification (${kind}) for enquiry ${enquiryId} not sent (attempt ${attempt}${finalAttempt ? ', giving up' : ''}): ${reason}`,
      );
    }
  }
}
