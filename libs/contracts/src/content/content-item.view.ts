import type { ApprovalView } from '../reviews/review.view';
import type { FocalPoint } from '../media/focal-point';
import type { SocialImageView } from './social-card';

/** A blog post or case study (spec section 3). */
export const CONTENT_TYPES = ['blog', 'case-study'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A staff member who created or last changed an item; null for items made before there were users. */
export type ContentActor = { id: string; displayName: string } | null;

/** An item as the content API answers it; the staff (CMS) API adds authorship, version and schedule. */
export interface ContentItemView {
  id: string;
  type: ContentType;
  title: string;
  author: string;
  dateCreated: string;
  dateModified: string;
  datePublished: string | null;
  status: ContentStatus;
  category: string;
  tags: string;
  metaDescription: string;
  description: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  /** Issue 35: how a shared link looks; each empty one falls back (social-card.ts). */
  socialTitle: string;
  socialDescription: string;
  socialImageUrl: string;
  slug: string;
  /** Only in the CMS API's answers (issue 23). */
  createdBy?: ContentActor;
  updatedBy?: ContentActor;
  /** Only in the CMS API's answers (issue 24): raised by one on every save or restore. */
  version?: number;
  /** "YYYY-MM-DD" while a published item waits for a future publication date, else null (issue 24). */
  scheduledFor?: string | null;
  /** ISO time of the last save (issue 24). */
  updatedAt?: string;
  /** Only in `GET /api/cms/content/{id}` (issue 35): the reviewers' decision on the current version. */
  approval?: ApprovalView;
  /** Public answers (issue 35): the featured library image's focal point, for CSS object-position; null otherwise. */
  imageFocus?: FocalPoint | null;
  /** The public read of one item (issue 35): the image shared links show, a 1200 x 630 crop for a library image. */
  socialImage?: SocialImageView | null;
}

/** What a listing receives (`?fields=summary`): every field but the HTML body. */
export type ContentSummaryView = Omit<ContentItemView, 'content'>;

/** What a save answers: the stored item, and a notice when the service changed something on the way. */
export type SavedContentView = ContentItemView & { notice?: string };

/**
 * The public read of one item (`GET /api/content/:slug`): `renderedContent` is the body as visitors see it
 * (library images as <picture>), made by the content service when the item was saved.
 */
export type PublishedContentView = ContentItemView & { renderedContent: string };
