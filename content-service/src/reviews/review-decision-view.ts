import type { ReviewDecisionView } from '@site/contracts';
import type { StoredReviewDecision } from './review-decisions.repository';

/** A stored decision as the staff API answers it. */
export const decisionView = (decision: StoredReviewDecision): ReviewDecisionView => ({
  name: decision.name,
  email: decision.email,
  decision: decision.decision,
  comment: decision.comment,
  version: decision.version,
  at: decision.at.toISOString(),
});
