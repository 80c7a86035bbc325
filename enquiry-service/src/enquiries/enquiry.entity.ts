import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CaptchaOutcome, EnquiryAttribution, EnquiryForm, EnquiryStage, EnquiryStatus, SpamReason } from './enquiry-fields';

@Entity({ name: 'enquiries' })
export class Enquiry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt!: Date;

  @Column({ type: 'text' })
  form!: EnquiryForm;

  /** The path of the page the form was on. */
  @Column({ type: 'text' })
  page!: string;

  @Column({ type: 'text', default: 'new' })
  status!: EnquiryStatus;

  @Column({ name: 'status_changed_at', type: 'timestamptz', nullable: true })
  statusChangedAt!: Date | null;

  @Column({ type: 'text' })
  captcha!: CaptchaOutcome;

  @Column({ name: 'spam_reason', type: 'text', nullable: true })
  spamReason!: SpamReason | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  phone!: string;

  @Column({ type: 'text', nullable: true })
  organisation!: string | null;

  /** Variant A's message or variant B's description. */
  @Column({ type: 'text', nullable: true })
  message!: string | null;

  @Column({ name: 'enquirer_type', type: 'text', nullable: true })
  enquirerType!: 'organization' | 'individual' | null;

  @Column({ name: 'user_count', type: 'text', nullable: true })
  userCount!: string | null;

  @Column({ type: 'text', nullable: true })
  service!: string | null;

  /** As the form sent it (issue 36): landing page, referrer's host, utm values. */
  @Column({ type: 'jsonb', nullable: true })
  attribution!: EnquiryAttribution | null;

  @Column({ type: 'text', nullable: true })
  stage!: EnquiryStage | null;

  /** A staff_members id (an editor or administrator the inbox has seen). */
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId!: string | null;

  /** When staff last worked on it (a stage set, a note written); a reminder is due only while this is null. */
  @Column({ name: 'touched_at', type: 'timestamptz', nullable: true })
  touchedAt!: Date | null;
}
