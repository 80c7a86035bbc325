import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Enquiry } from '../enquiries/enquiry.entity';

export type DeliveryState = 'pending' | 'sent' | 'failed';
/** The staff e-mail about a new enquiry, or the reminder about one nobody has touched for a business day. */
export type NotificationKind = 'new-enquiry' | 'reminder';

/** The outbox row of one of an enquiry's staff e-mails (at most one of each kind): worked off by NotificationOutbox. */
@Entity({ name: 'notifications' })
export class Notification {
  @PrimaryColumn({ name: 'enquiry_id', type: 'uuid' })
  enquiryId!: string;

  @PrimaryColumn({ type: 'text', default: 'new-enquiry' })
  kind!: NotificationKind;

  @ManyToOne('Enquiry', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enquiry_id' })
  enquiry?: Enquiry;

  /** Where it goes; null is ENQUIRY_NOTIFY_TO. */
  @Column({ type: 'text', nullable: true })
  recipient!: string | null;

  @Column({ type: 'text', default: 'pending' })
  state!: DeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
