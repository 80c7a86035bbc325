import type { ApprovalView, CreatedReviewLinkView, ReviewLinkView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

const reviewsOf = (itemId: string) => `/api/cms/content/${encodeURIComponent(itemId)}/reviews`;

/** A new review link; its address is shown only in this answer. */
export function createReviewLink(itemId: string, expiresInDays: number): Promise<CreatedReviewLinkView> {
  return staffRequest<CreatedReviewLinkView>(reviewsOf(itemId), { method: 'POST', body: { expiresInDays } });
}

export function listReviewLinks(itemId: string): Promise<ReviewLinkView[]> {
  return staffRequest<ReviewLinkView[]>(reviewsOf(itemId));
}

export function revokeReviewLink(linkId: string): Promise<void> {
  return staffRequest<void>(`/api/cms/reviews/${encodeURIComponent(linkId)}`, { method: 'DELETE' });
}

/** The reviewers' decision on the item's current version, as `GET /api/cms/content/{id}` carries it. */
export async function getApproval(itemId: string): Promise<ApprovalView | undefined> {
  return (await staffRequest<{ approval?: ApprovalView }>(`/api/cms/content/${encodeURIComponent(itemId)}`)).approval;
}
