import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { describeSmtpError, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_SECONDS, RepeatingPass, retryDelayMs } from '@site/nest-server-kit';
import type { MailConfig } from './mail.config';
import { MailSender, OutgoingMail } from './mail-sender';

interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly config: ConfigService,
  ) {}

  get configured(): boolean {
    return this.mail.configured;
  }

  /** Stores the e-mail for sending; false (nothing stored) when no SMTP server is configured. */
  async enqueue(mail: OutgoingMail): Promise<boolean> {
    if (!this.mail.configured) return false;
    await this.dataSource.query(`INSERT INTO auth.outbox (recipient, subject, body) VALUES ($1, $2, $3)`, [mail.to, mail.subject, mail.text]);
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

  private async leaseDue(): Promise<DueMail[]> {
    const [rows]: [DueMail[], number] = await this.dataSource.query(
      `UPDATE auth.outbox SET next_attempt_at = now() + make_interval(secs => $1)
        WHERE id IN (SELECT id FROM auth.outbox WHERE state = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts`,
      [OUTBOX_LEASE_SECONDS, OUTBOX_BATCH_SIZE],
    );
    return rows;
  }

  private async deliver(row: DueMail): Promise<void> {
    const attempt = row.attempts + 1;
    try {
      await this.mail.send({ to: row.recipient, subject: row.subject, text: row.body });
      await this.dataSource.query(
        `UPDATE auth.outbox SET state = 'sent', attempts = $2, sent_at = now(), body = '', last_error = NULL WHERE id = $1`,
        [row.id, attempt],
      );
      this.logger.log(`E-mail ${row.id} sent (attempt ${attempt})`);
    } catch (error) {
      const { retryBaseMs, maxAttempts } = this.settings();
      const reason = describeSmtpError(error);
      const finalAttempt = attempt >= maxAttempts;
      const delayMs = retryDelayMs(retryBaseMs, attempt);
      await this.dataSource.query(
        `UPDATE auth.outbox SET state = $3::text, attempts = $2, last_error = $4, body = CASE WHEN $3::text = 'failed' THEN '' ELSE body END,
           next_attempt_at = now() + make_interval(secs => $5) WHERE id = $1`,
        [row.id, attempt, finalAttempt ? 'failed' : 'pending', reason, delayMs / 1000],
      );
      this.logger.warn(`E-mail ${row.id} not sent (attempt ${attempt}${finalAttempt ? ', giving up' : ''}): ${reason}`);
    }
  }

  private settings(): MailConfig {
    return this.config.getOrThrow<MailConfig>('mail');
  }
}
