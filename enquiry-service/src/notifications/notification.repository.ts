import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Transaction } from '../database/transactions';
import { Notification, type NotificationKind } from './notification.entity';

/** A leased outbox row: whose e-mail it is and how many attempts it has had. */
export interface LeasedNotification {
  enquiry_id: string;
  kind: NotificationKind;
  recipient: string | null;
  attempts: number;
}

/**
 * The outbox backlog for the kit's outbox metrics: pending rows and the age of the oldest, from when its
 * enquiry arrived. The outbox row has no time of its own, so this one read joins the enquiries table.
 */
export const NOTIFICATION_BACKLOG_SQL = `SELECT count(*) AS pending, extract(epoch FROM now() - min(e.received_at)) AS oldest_age_seconds
          FROM notifications n JOIN enquiries e ON e.id = n.enquiry_id WHERE n.state = 'pending'`;

/** The one reader and writer of enquiry.notifications, the staff e-mails' outbox. */
@Injectable()
export class NotificationRepository {
  constructor(@InjectRepository(Notification) private readonly notifications: Repository<Notification>) {}

  /** The new-enquiry e-mails' outbox rows of these enquiries, by enquiry id (enquiries with none are missing). */
  async forEnquiries(enquiryIds: string[]): Promise<Map<string, Notification>> {
    if (enquiryIds.length === 0) return new Map();
    const rows = await this.notifications
      .createQueryBuilder('notification')
      .where('notification.enquiry_id = ANY(:enquiryIds)', { enquiryIds })
      .andWhere("notification.kind = 'new-enquiry'")
      .getMany();
    return new Map(rows.map((row) => [row.enquiryId, row]));
  }

  /** Queues the staff e-mail of an enquiry, unless it is queued already. */
  async queue(enquiryId: string, transaction: Transaction): Promise<void> {
    await transaction.createQueryBuilder().insert().into(Notification).values({ enquiryId, kind: 'new-enquiry' }).orIgnore().execute();
  }

  /** Queues an enquiry's one reminder (to `recipient`, or ENQUIRY_NOTIFY_TO when null); false when it had one already. */
  async queueReminder(enquiryId: string, recipient: string | null): Promise<boolean> {
    // TypeORM answers an INSERT with its rows (an UPDATE with [rows, affected count]).
    const rows: unknown[] = await this.notifications.query(
      `INSERT INTO notifications (enquiry_id, kind, recipient) VALUES ($1, 'reminder', $2) ON CONFLICT DO NOTHING RETURNING enquiry_id`,
      [enquiryId, recipient],
    );
    return rows.length > 0;
  }

  /** The enquiries among these that have had a reminder queued. */
  async remindedAmong(enquiryIds: string[]): Promise<Set<string>> {
    if (enquiryIds.length === 0) return new Set();
    const rows = await this.notifications
      .createQueryBuilder('notification')
      .select('notification.enquiry_id', 'enquiryId')
      .where('notification.enquiry_id = ANY(:enquiryIds)', { enquiryIds })
      .andWhere("notification.kind = 'reminder'")
      .getRawMany<{ enquiryId: string }>();
    return new Set(rows.map((row) => row.enquiryId));
  }

  /** Leases up to `batchSize` due rows for `leaseSeconds` (so replicas never take one twice at once). */
  async leaseDue(leaseSeconds: number, batchSize: number): Promise<LeasedNotification[]> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [LeasedNotification[], number] = await this.notifications.query(
      `UPDATE notifications SET next_attempt_at = now() + make_interval(secs => $1)
       WHERE (enquiry_id, kind) IN (
         SELECT enquiry_id, kind FROM notifications WHERE state = 'pending' AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING enquiry_id, kind, recipient, attempts`,
      [leaseSeconds, batchSize],
    );
    return rows;
  }

  async markSent(enquiryId: string, kind: NotificationKind, attempts: number): Promise<void> {
    await this.notifications.query(
      `UPDATE notifications SET state = 'sent', attempts = $2, sent_at = now(), last_error = NULL WHERE enquiry_id = $1 AND kind = $3`,
      [enquiryId, attempts, kind],
    );
  }

  /** Records a failed attempt: tried again after `retrySeconds`, or given up (`failed`) after the last attempt. */
  async markNotSent(
    enquiryId: string,
    kind: NotificationKind,
    attempts: number,
    outcome: { state: 'pending' | 'failed'; reason: string; retrySeconds: number },
  ): Promise<void> {
    await this.notifications.query(
      `UPDATE notifications SET state = $3, attempts = $2, last_error = $4,
         next_attempt_at = now() + make_interval(secs => $5) WHERE enquiry_id = $1 AND kind = $6`,
      [enquiryId, attempts, outcome.state, outcome.reason, outcome.retrySeconds, kind],
    );
  }
}
