import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import type { Enquiry } from '../enquiries/enquiry.entity';

export type DeliveryState = 'pending' | 'sent' | 'failed';

/** The outbox row of one enquiry's staff e-mail: written with the enquiry, worked off by NotificationOutbox. */
@Entity({ name: 'notifications' })
export class Notification {
  @PrimaryColumn({ name: 'enquiry_id', type: 'uuid' })
  enquiryId!: string;

  @OneToOne('Enquiry', (enquiry: Enquiry) => enquiry.notification, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enquiry_id' })
  enquiry?: Enquiry;

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
