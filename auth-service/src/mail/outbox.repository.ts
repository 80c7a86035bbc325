import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OutgoingMail } from './mail-sender';

/** An e-mail due for sending, leased to this instance. */
export interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** auth.outbox: e-mails waiting to be sent. A sent or abandoned e-mail's text is blanked (it holds a one-time link). */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(mail: OutgoingMail): Promise<void> {
    await this.dataSource.query(`INSERT INTO auth.outbox (recipient, subject, body) VALUES ($1, $2, $3)`, [mail.to, mail.subject, mail.text]);
  }

  /** Up to `batchSize` due e-mails, leased for `leaseSeconds` so no other instance takes them meanwhile. */
  async leaseDue(leaseSeconds: number, batchSize: number): Promise<DueMail[]> {
    const [rows]: [DueMail[], number] = await this.dataSource.query(
      `UPDATE auth.outbox SET next_attempt_at = now() + make_interval(secs => $1)
        WHERE id IN (SELECT id FROM auth.outbox WHERE state = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts`,
      [leaseSeconds, batchSize],
    );
    return rows;
  }

  async markSent(id: string, attempts: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth.outbox SET state = 'sent', attempts = $2, sent_at = now(), body = '', last_error = NULL WHERE id = $1`,
      [id, attempts],
    );
  }

  /** Records a failed attempt: tried again after `retryInSeconds`, or given up (`failed`) for good. */
  async markAttemptFailed(id: string, attempts: number, error: string, outcome: 'pending' | 'failed', retryInSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE auth.outbox SET state = $3::text, attempts = $2, last_error = $4, body = CASE WHEN $3::text = 'failed' THEN '' ELSE body END,
         next_attempt_at = now() + make_interval(secs => $5) WHERE id = $1`,
      [id, attempts, outcome, error, retryInSeconds],
    );
  }
}

/** The backlog at a glance, for the kit's outbox metrics (outbox_pending_messages, outbox_oldest_pending_age_seconds). */
export const OUTBOX_BACKLOG_SQL = `SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at)) AS oldest_age_seconds FROM auth.outbox WHERE state = 'pending'`;
