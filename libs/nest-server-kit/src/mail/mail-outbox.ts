import type { LoggerService } from '@nestjs/common';
import { describeSmtpError, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_SECONDS, retryDelayMs } from '../outbox/outbox-delivery';
import { RepeatingPass } from '../outbox/repeating-pass';
import type { DueMail, MailOutboxTable } from './mail-outbox-table';
import type { QueuedMail, SmtpMailer } from './smtp-mailer';

export interface MailDeliverySettings {
  /** First retry of a refused e-mail after this long, each later one four times longer (at most 6 hours). */
  retryBaseMs: number;
  maxAttempts: number;
  /** How often due e-mails are looked for (a new one is sent at once). */
  pollIntervalMs: number;
}

/**
 * A service's mail outbox: e-mails are stored, then sent by whichever instance leases them, retried with
 * backoff while the SMTP server refuses. Log lines name the row id, never the address or the text.
 * A service subclasses it as an injectable and calls `start` and `stop` from its lifecycle hooks.
 */
export class MailOutbox {
  private readonly passes = new RepeatingPass(
    () => this.drain(),
    (error) => this.logger.error(`Outbox pass failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  constructor(
    private readonly table: MailOutboxTable,
    private readonly mailer: SmtpMailer,
    private readonly settings: MailDeliverySettings,
    private readonly logger: LoggerService,
  ) {}

  get configured(): boolean {
    return this.mailer.configured;
  }

  /** Stores the e-mail for sending; false (nothing stored) when no SMTP server is configured. */
  async enqueue(mail: QueuedMail): Promise<boolean> {
    if (!this.mailer.configured) return false;
    await this.table.insert(mail);
    this.kick();
    return true;
  }

  start(): void {
    if (this.mailer.configured) this.passes.start(this.settings.pollIntervalMs);
  }

  async stop(): Promise<void> {
    await this.passes.stop();
  }

  /** Starts a pass over the due rows now, or right after the pass in progress. */
  kick(): void {
    if (this.mailer.configured) this.passes.kick();
  }

  private async drain(): Promise<void> {
    const leaseDue = () => this.table.leaseDue(OUTBOX_LEASE_SECONDS, OUTBOX_BATCH_SIZE);
    for (let due = await leaseDue(); due.length > 0 && !this.passes.isStopped; due = await leaseDue()) {
      for (const row of due) await this.deliver(row);
    }
  }

  private async deliver(row: DueMail): Promise<void> {
    const attempt = row.attempts + 1;
    try {
      await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
      await this.table.markSent(row.id, attempt);
      this.logger.log(`E-mail ${row.id} sent (attempt ${attempt})`);
    } catch (error) {
      const { retryBaseMs, maxAttempts } = this.settings;
      const reason = describeSmtpError(error);
      const finalAttempt = attempt >= maxAttempts;
      await this.table.markAttemptFailed(row.id, attempt, reason, finalAttempt ? 'failed' : 'pending', retryDelayMs(retryBaseMs, attempt) / 1000);
      this.logger.warn(`E-mail ${row.id} not sent (attempt ${attempt}${finalAttempt ? ', giving up' : ''}): ${reason}`);
    }
  }
}
