import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { describeSmtpError, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_SECONDS, RepeatingPass, retryDelayMs } from '@site/nest-server-kit';
import type { MailConfig } from './mail.config';
import { MailSender, OutgoingMail } from './mail-sender';
import { DueMail, OutboxRepository } from './outbox.repository';

/**
 * auth.outbox: e-mails (invitations, password resets) are stored, then sent by whichever instance leases
 * them, retried with backoff while the SMTP server refuses. A sent or abandoned e-mail's text is blanked,
 * since it holds a one-time link. Log lines name the row id, never the address or the link.
 */
@Injectable()
export class MailOutboxService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailOutboxService.name);
  private readonly passes = new RepeatingPass(
    () => this.drain(),
    (error) => this.logger.error(`Outbox pass failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly mail: MailSender,
    private readonly config: ConfigService,
  ) {}

  get configured(): boolean {
    return this.mail.configured;
  }

  /** Stores the e-mail for sending; false (nothing stored) when no SMTP server is configured. */
  async enqueue(mail: OutgoingMail): Promise<boolean> {
    if (!this.mail.configured) return false;
    await this.outbox.insert(mail);
    this.kick();
    return true;
  }

  onApplicationBootstrap(): void {
    if (this.mail.configured) this.passes.start(this.settings().pollIntervalMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.passes.stop();
  }

  /** Starts a pass over the due rows now, or right after the pass in progress. */
  kick(): void {
    if (this.mail.configured) this.passes.kick();
  }

  private async drain(): Promise<void> {
    for (let due = await this.leaseDue(); due.length > 0 && !this.passes.isStopped; due = await this.leaseDue()) {
      for (const row of due) await this.deliver(row);
    }
  }

  private leaseDue(): Promise<DueMail[]> {
    return this.outbox.leaseDue(OUTBOX_LEASE_SECONDS, OUTBOX_BATCH_SIZE);
  }

  private async deliver(row: DueMail): Promise<void> {
    const attempt = row.attempts + 1;
    try {
      await this.mail.send({ to: row.recipient, subject: row.subject, text: row.body });
      await this.outbox.markSent(row.id, attempt);
      this.logger.log(`E-mail ${row.id} sent (attempt ${attempt})`);
    } catch (error) {
      const { retryBaseMs, maxAttempts } = this.settings();
      const reason = describeSmtpError(error);
      const finalAttempt = attempt >= maxAttempts;
      const delayMs = retryDelayMs(retryBaseMs, attempt);
      await this.outbox.markAttemptFailed(row.id, attempt, reason, finalAttempt ? 'failed' : 'pending', delayMs / 1000);
      this.logger.warn(`E-mail ${row.id} not sent (attempt ${attempt}${finalAttempt ? ', giving up' : ''}): ${reason}`);
    }
  }

  private settings(): MailConfig {
    return this.config.getOrThrow<MailConfig>('mail');
  }
}
