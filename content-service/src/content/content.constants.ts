import { SOCIAL_LIMITS } from '@site/contracts';

export { CONTENT_STATUSES, CONTENT_TYPES, type ContentStatus, type ContentType } from '@site/contracts';

/** Longest accepted length of each text field, in characters (the HTML body is bounded by BODY_LIMIT). */
export const CONTENT_LIMITS = {
  title: 200,
  slug: 200,
  author: 120,
  category: 80,
  tags: 500,
  metaDescription: 320,
  description: 2000,
  imageUrl: 2048,
  imageAlt: 300,
  ...SOCIAL_LIMITS,
} as const;

export const CONTENT_NOT_FOUND = 'Content not found';
