import type { EnquiryStage, StaffReferenceView } from '@site/contracts';
import type { Enquiry, EnquiryDelivery, EnquiryStatus } from '../../../types/enquiry';
import { EnquiryLeadDetails, originText } from './enquiry-lead-details';

const RECEIVED = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABELS: Record<EnquiryStatus, string> = { new: 'New', held: 'Held', handled: 'Handled', spam: 'Spam' };
const SPAM_REASONS = { captcha: 'the captcha check failed', honeypot: 'the hidden anti-bot field was filled in', staff: 'marked by staff' } as const;

function deliveryText(delivery: EnquiryDelivery): string {
  switch (delivery.state) {
    case 'sent':
      return `Staff e-mail sent ${delivery.sentAt ? RECEIVED.format(new Date(delivery.sentAt)) : ''}`.trim();
    case 'pending':
      return delivery.attempts === 0
        ? 'Staff e-mail waiting to be sent'
        : `Staff e-mail not sent yet: attempt ${delivery.attempts} failed (${delivery.lastError ?? 'no reason given'}); retrying`;
    case 'failed':
      return `Staff e-mail failed after ${delivery.attempts} attempts: ${delivery.lastError ?? 'no reason given'}`;
    default:
      return 'No staff e-mail sent';
  }
}

interface EnquiryCardProps {
  enquiry: Enquiry;
  busy: boolean;
  onStatus: (status: Exclude<EnquiryStatus, 'held'>) => void;
  onRelease: () => void;
  onDelete: () => void;
  /** The lead pipeline (issue 36); without these the card shows no stage, assignee or notes. */
  assignees?: StaffReferenceView[];
  onLeadChange?: (changes: { stage?: EnquiryStage | null; assigneeId?: string | null }) => void;
}

/** One enquiry with everything the sender gave, how it was checked and e-mailed, and what staff can do. */
export function EnquiryCard({ enquiry, busy, onStatus, onRelease, onDelete, assignees, onLeadChange }: EnquiryCardProps) {
  const origin = originText(enquiry);
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const details: Array<[string, string | null]> = [
    ['Organisation', enquiry.organisation],
    ['Enquiring as', enquiry.enquirerType === 'organization' ? 'An organisation' : enquiry.enquirerType === 'individual' ? 'An individual' : null],
    ['Number of users', enquiry.userCount],
    ['Service', enquiry.service],
  ];
  return (
    <article className="card enquiry-card" aria-label={name}>
      <div className="enquiry-card__top">
        <h2 className="enquiry-card__name">{name}</h2>
        <p className={`enquiry-card__status enquiry-card__status--${enquiry.status}`}>{STATUS_LABELS[enquiry.status]}</p>
      </div>
      <p className="enquiry-card__meta">
        {RECEIVED.format(new Date(enquiry.receivedAt))} · {enquiry.form === 'contact' ? 'Contact page form' : 'Enquiry form'} on {enquiry.page}
      </p>
      {origin && <p className="enquiry-card__meta">Came from {origin}</p>}
      <dl className="enquiry-card__details">
        <div className="enquiry-card__detail">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
          </dd>
        </div>
        <div className="enquiry-card__detail">
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a>
          </dd>
        </div>
        {details
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="enquiry-card__detail">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="enquiry-card__message">{enquiry.message || 'No additional details provided'}</p>
      <ul className="enquiry-card__checks">
        {enquiry.captcha !== 'passed' && <li>{enquiry.captcha === 'failed' ? 'Captcha failed' : 'Captcha not checked'}</li>}
        {enquiry.status === 'spam' && enquiry.spamReason && <li>In spam because {SPAM_REASONS[enquiry.spamReason]}</li>}
        {enquiry.status === 'held' && <li>Held: more enquiries than usual came from the sender&apos;s address. Release it to e-mail it to staff.</li>}
        <li>{deliveryText(enquiry.notification)}</li>
      </ul>
      {onLeadChange && <EnquiryLeadDetails enquiry={enquiry} assignees={assignees ?? []} busy={busy} onChange={onLeadChange} />}
      <div className="enquiry-card__actions">
        {enquiry.status === 'held' && (
          <button type="button" className="button button--primary" disabled={busy} onClick={onRelease}>
            Release
          </button>
        )}
        {enquiry.status !== 'handled' && (
          <button type="button" className="button button--primary" disabled={busy} onClick={() => onStatus('handled')}>
            Mark handled
          </button>
        )}
        {enquiry.status !== 'new' && enquiry.status !== 'held' && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onStatus('new')}>
            {enquiry.status === 'spam' ? 'Not spam' : 'Mark as new'}
          </button>
        )}
        {enquiry.status !== 'spam' && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => onStatus('spam')}>
            Mark as spam
          </button>
        )}
        <button type="button" className="button button--danger" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
