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
}

/** What a listing receives (`?fields=summary`): every field but the HTML body. */
export type ContentSummary = Omit<ContentItem, 'content'>;
