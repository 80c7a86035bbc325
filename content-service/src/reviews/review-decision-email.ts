import { STAFF_MANAGE_CONTENT_PATH } from '@site/contracts';
import type { QueuedMail } from '@site/nest-server-kit';
import type { StoredReviewDecision } from './review-decisions.repository';

export interface DecisionEmailContext {
  to: string;
  title: string;
  siteUrl: string;
  timeZone: string;
}

/** The e-mail that tells an item's author what a reviewer decided, on which version, with their comment and address (to answer them). */
export function reviewDecisionEmail(decision: StoredReviewDecision, { to, title, siteUrl, timeZone }: DecisionEmailContext): QueuedMail {
  const reviewer = `${decision.name} <${decision.email}>`;
  const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(decision.at);
  const approved = decision.decision === 'approve';
  const lines = [
    approved
      ? `${reviewer} approved "${title}" (version ${decision.version}) on ${when}.`
      : `${reviewer} asked for changes to "${title}" (version ${decision.version}) on ${when}.`,
    '',
    decision.comment ? `Their comment:\n${decision.comment}` : 'They left no comment.',
    '',
    approved
      ? 'Any later save of the item clears this approval.'
      : 'Make the changes, then share the item for review again.',
    `Open the item in the staff area: ${siteUrl}${STAFF_MANAGE_CONTENT_PATH}`,
  ];
  return {
    to,
    // Without quotation marks, which would make every mail client's subject line an encoded word.
    subject: approved ? `Approved: ${title}` : `Changes requested: ${title}`,
    text: lines.join('\n'),
  };
}
