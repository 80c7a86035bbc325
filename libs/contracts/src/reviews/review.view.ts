import type { ContentType } from '../content/content-item.view';

/** Review links (issue 35 item 1): a draft shared with someone without an account, who approves it or asks for changes. */

/** How long a new link lasts unless told, and the longest it may. */
export const REVIEW_LINK_DEFAULT_DAYS = 7;
export const REVIEW_LINK_MAX_DAYS = 30;
/** The longest comment a reviewer may leave. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
export const REVIEW_NAME_MAX_LENGTH = 200;
export const REVIEW_EMAIL_MAX_LENGTH = 254;
/** Per link: page views a minute, decisions an hour. */
export const REVIEW_VIEWS_PER_MINUTE = 30;
export const REVIEW_DECISIONS_PER_HOUR = 5;

/** The public path of a review page: `/review/{token}`. */
export const REVIEW_PATH_PREFIX = '/review/';
export const reviewPath = (token: string): string => `${REVIEW_PATH_PREFIX}${token}`;

export const REVIEW_DECISIONS = ['approve', 'changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const APPROVAL_STATUSES = ['approved', 'changes-requested', 'none'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const REVIEW_LINK_GONE = 'This review link has expired or was withdrawn. Ask the person who shared it for a new one.';
export const REVIEW_LINK_NOT_FOUND = 'There is no such review link.';
export const TOO_MANY_REVIEW_VIEWS = 'This review link was opened too often in the last minute. Please try again shortly.';
export const TOO_MANY_REVIEW_DECISIONS = 'This review link has had too many decisions in the last hour. Please try again later.';

/** The 409 when an administrator made approval required and the item's current revision is not approved. */
export function approvalRequiredMessage(type: ContentType): string {
  const what = type === 'case-study' ? 'A case study' : 'A blog post';
  return `${what} must be approved before it is published or scheduled, and this revision is not: share it for review and have a reviewer approve it, or save it as a draft.`;
}

/** `POST /api/cms/content/{id}/reviews` */
export interface CreateReviewLinkRequest {
  expiresInDays?: number;
}

/** Its 201 answer; `url` is absolute on the site's address and is shown only now (only the token's hash is kept). */
export interface CreatedReviewLinkView {
  id: string;
  url: string;
  expiresAt: string;
}

export interface ReviewDecisionView {
  name: string;
  email: string;
  decision: ReviewDecision;
  comment: string;
  /** The item's version (revision) the reviewer saw. */
  version: number;
  at: string;
}

/** One of `GET /api/cms/content/{id}/reviews`. */
export interface ReviewLinkView {
  id: string;
  createdAt: string;
  createdBy: { id: string; displayName: string } | null;
  expiresAt: string;
  revokedAt: string | null;
  decisions: ReviewDecisionView[];
}

/** `POST /api/reviews/decision` */
export interface ReviewDecisionRequest {
  token: string;
  name: string;
  email: string;
  decision: ReviewDecision;
  comment?: string;
}

/** An item's approval as `GET /api/cms/content/{id}` carries it: the newest decision on its current version. */
export interface ApprovalView {
  status: ApprovalStatus;
  version: number | null;
  by: { name: string; email: string } | null;
  at: string | null;
}

export const NO_APPROVAL: ApprovalView = { status: 'none', version: null, by: null, at: null };

/** `GET`/`PUT /api/cms/settings/publishing` */
export interface PublishingSettingsView {
  approvalRequired: Record<ContentType, boolean>;
}
