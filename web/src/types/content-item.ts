/** A blog post or case study as the content service stores it (spec section 3). */
export type ContentType = 'blog' | 'case-study';
export type ContentStatus = 'draft' | 'published';

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
}

/** What a listing receives (`?fields=summary`): every field but the HTML body. */
export type ContentSummary = Omit<ContentItem, 'content'>;
