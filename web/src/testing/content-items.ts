import type { ContentItem } from '../types/content-item';

/** A complete CMS item as the content service answers it (issue 24's fields included); override what a test is about. */
export function contentItem(overrides: Partial<ContentItem> & Pick<ContentItem, 'id' | 'title'>): ContentItem {
  return {
    type: 'blog',
    author: 'Jo Citizen',
    dateCreated: '2025-05-01',
    dateModified: '2025-05-02',
    datePublished: '2025-05-03',
    status: 'draft',
    category: 'Cloud',
    tags: 'azure',
    metaDescription: 'Meta.',
    description: 'Summary.',
    content: '<p>Body.</p>',
    imageUrl: 'https://example.com/a.png',
    imageAlt: 'An image',
    socialTitle: '',
    socialDescription: '',
    socialImageUrl: '',
    slug: overrides.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''),
    createdBy: null,
    updatedBy: null,
    version: 1,
    scheduledFor: null,
    updatedAt: '2025-05-02T00:00:00.000Z',
    ...overrides,
  };
}

/** The answer of `GET /api/cms/content?fields=summary...`: summaries carry no body. */
export function contentPage(items: ContentItem[], { total = items.length, offset = 0 } = {}) {
  return Response.json({ items: items.map(({ content: _content, ...summary }) => summary), total, offset, limit: 50 });
}
