import type { ReviewDecisionView } from '@site/contracts';
import { formatDateTime } from '../../../lib/format-date-time';

/** Reviewers' decisions, one line each: what, who, which version, when, and their comment. */
export function ReviewDecisionList({ decisions, label }: { decisions: ReviewDecisionView[]; label?: string }) {
  if (decisions.length === 0) return null;
  return (
    <ul aria-label={label}>
      {decisions.map((decision) => (
        <li key={`${decision.at}:${decision.email}`}>
          {decision.decision === 'approve' ? 'Approved' : 'Changes requested'} by {decision.name} ({decision.email}) on version {decision.version},{' '}
          {formatDateTime(decision.at)}
          {decision.comment ? `: ${decision.comment}` : ''}
        </li>
      ))}
    </ul>
  );
}
