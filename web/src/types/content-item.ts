/** A blog post or case study as the content service stores it (spec section 3). */
export type ContentType = 'blog' | 'case-study';
export type ContentStatus = 'draft' | 'published';

/** A staff member who created or last changed an item; null for items made before there were users. */
export type ContentActor = { id: string; displayName: string } | null;

export interface ContentItem {
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
}

/** What a listing receives (`?fields=summary`): every field but the HTML body. */
export type ContentSummary = Omit<ContentItem, 'content'>;
