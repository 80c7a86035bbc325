import type { ContentType } from '../types/content-item';

/**
 * The content service's RSS feeds of published items (nginx routes /api/content to it). Root-relative,
 * so the prerendered pages point at the feed of whichever host serves them.
 */
export const FEED_PATHS: Record<ContentType, string> = {
  blog: '/api/content/feeds/blogs.xml',
  'case-study': '/api/content/feeds/case-studies.xml',
};
