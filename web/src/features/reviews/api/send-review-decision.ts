import type { ReviewDecisionRequest, ReviewDecisionView } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';

/** A reviewer's decision on the version they read; no account, the link's token is the credential. */
export function sendReviewDecision(decision: ReviewDecisionRequest & { version: number }): Promise<ReviewDecisionView> {
  return requestJson<ReviewDecisionView>('/api/reviews/decision', { method: 'POST', body: decision });
}
