import type { QueryRunner } from 'typeorm';
import type { SqlRunner } from '../audit/audit-event-table';
import type { QueuedMail } from './smtp-mailer';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** An e-mail due for sending, leased to this instance. */
export interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

function outboxOf(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  return `${schema}.outbox`;
}

/** Creates `<schema>.outbox` (the one definition of its columns, for every service's migration). */
export async function createMailOutboxTable(queryRunner: QueryRunner, schema: string): Promise<void> {
  const table = outboxOf(schema);
  await queryRunner.query(`
      CREATE TABLE ${table} (
        id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
        recipient varchar(254) NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CONSTRAINT outbox_pkey PRIMARY KEY (id)
      )`);
  await queryRunner.query(`CREATE INDEX outbox_due_idx ON ${table} (next_attempt_at) WHERE state = 'pending'`);
}

/**
 * `<schema>.outbox`: e-mails waiting to be sent, leased by one instance at a time. A sent or abandoned
 * e-mail's text is blanked (it may hold a one-time link or what a reviewer wrote).
 */
export class MailOutboxTable {
  private readonly table: string;

  constructor(
    private readonly database: SqlRunner,
    schema: string,
  ) {
    this.table = outboxOf(schema);
  }

  /** The backlog at a glance, for the kit's outbox metrics (outbox_pending_messages, outbox_oldest_pending_age_seconds). */
  static backlogSql(schema: string): string {
    return `SELECT count(*) AS pending, extract(epoch FROM now() - min(created_at)) AS oldest_age_seconds FROM ${outboxOf(schema)} WHERE state = 'pending'`;
  }

  async insert(mail: QueuedMail): Promise<void> {
    await this.database.query(`INSERT INTO ${this.table} (recipient, subject, body) VALUES ($1, $2, $3)`, [mail.to, mail.subject, mail.text]);
  }

  /** Up to `batchSize` due e-mails, leased for `leaseSeconds` so no other instance takes them meanwhile. */
  async leaseDue(leaseSeconds: number, batchSize: number): Promise<DueMail[]> {
    const [rows] = (await this.database.query(
      `UPDATE ${this.table} SET next_attempt_at = now() + make_interval(secs => $1)
        WHERE id IN (SELECT id FROM ${this.table} WHERE state = 'pending' AND next_attempt_at <= now()
                     ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts`,
      [leaseSeconds, batchSize],
    )) as [DueMail[], number];
    return rows;
  }

  async markSent(id: string, attempts: number): Promise<void> {
    await this.database.query(
      `UPDATE ${this.table} SET state = 'sent', attempts = $2, sent_at = now(), body = '', last_error = NULL WHERE id = $1`,
      [id, attempts],
    );
  }

  /** Records a failed attempt: tried again after `retryInSeconds`, or given up (`failed`) for good. */
  async markAttemptFailed(id: string, attempts: number, error: string, outcome: 'pending' | 'failed', retryInSeconds: number): Promise<void> {
    await this.database.query(
      `UPDATE ${this.table} SET state = $3::text, attempts = $2, last_error = $4, body = CASE WHEN $3::text = 'failed' THEN '' ELSE body END,
         next_attempt_at = now() + make_interval(secs => $5) WHERE id = $1`,
      [id, attempts, outcome, error, retryInSeconds],
    );
  }
}
