import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { describeSmtpError, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_SECONDS, RepeatingPass, retryDelayMs } from '@site/nest-server-kit';
import { notificationConfig } from '../config/notification.config';
import { Enquiry } from '../enquiries/enquiry.entity';
import { MailSender } from './mail-sender';
import { notificationEmail } from './notification-email';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    @Inject(notificationConfig.KEY) private readonly config: ConfigType<typeof notificationConfig>,
  ) {}

  onApplicationBootstrap(): void {
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
    for (let leased = await this.leaseDue(); leased.length > 0 && !this.passes.isStopped; leased = await this.leaseDue()) {
      for (const row of leased) await this.deliver(row.enquiry_id, row.attempts);
    }
  }

  private async leaseDue(): Promise<Array<{ enquiry_id: string; attempts: number }>> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [Array<{ enquiry_id: string; attempts: number }>, number] = await this.dataSource.query(
      `UPDATE notifications SET next_attempt_at = now() + make_interval(secs => $1)
       WHERE enquiry_id IN (
         SELECT enquiry_id FROM notifications WHERE state = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING enquiry_id, attempts`,
      [OUTBOX_LEASE_SECONDS, OUTBOX_BATCH_SIZE],
    );
    return rows;
  }

  private async deliver(enquiryId: string, previousAttempts: number): Promise<void> {
    const enquiry = await this.dataSource.getRepository(Enquiry).findOneBy({ id: enquiryId });
    if (!enquiry) return;
    const attempt = previousAttempts + 1;
    try {
      await this.mail.send(notificationEmail(enquiry));
      await this.dataSource.query(
        `UPDATE notifications SET state = 'sent', attempts = $2, sent_at = now(), last_error = NULL WHERE enquiry_id = $1`,
        [enquiryId, attempt],
      );
      this.logger.log(`Notification for enquiry ${enquiryId} sent (attempt ${attempt})`);
    } catch (error) {
      const reason = describeSmtpError(error);
      const finalAttempt = attempt >= this.config.maxAttempts;
      await this.dataSource.query(
        `UPDATE notifications SET state = $3, attempts = $2, last_error = $4,
           next_attempt_at = now() + make_interval(secs => $5) WHERE enquiry_id = $1`,
        [enquiryId, attempt, finalAttempt ? 'failed' : 'pending', reason, retryDelayMs(this.config.retryBaseMs, attempt) / 1000],
      );
      this.logger.warn(
        `Notification for enquiry ${enquiryId} not sent (attempt ${attempt}${finalAttempt ? ', giving up' : ''}): ${reason}`,
      );
    }
  }
}
