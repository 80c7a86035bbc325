import type { BodyOutline } from './body-outline';
import { blockingRules, checkReadiness, DEFAULT_READINESS_LEVELS, libraryImageSize, type ReadinessContext } from './readiness-rules';
import type { ReadinessRequest } from './readiness.view';

const CLEAN_FIELDS: ReadinessRequest = {
  title: 'Moving a Geelong law firm to Microsoft 365', // 42 characters
  metaDescription: 'How we moved a twelve-person Geelong law firm from an ageing file server to Microsoft 365 in one weekend, with no lost mail and no downtime.', // 139
  imageUrl: '/media/0a1b2c3d4e5f6a7b-1920x1280-1920.jpeg',
  imageAlt: 'Two lawyers reading a contract on a laptop',
};
const CLEAN_OUTLINE: BodyOutline = {
  headings: [{ level: 2, text: 'The problem' }, { level: 3, text: 'Old file server' }, { level: 2, text: 'What we did' }],
  links: [{ href: '/blogs/azure-backup', text: 'our Azure backup guide' }, { href: 'https://learn.microsoft.com/', text: 'Microsoft Learn' }],
  images: [{ src: '/media/aa-800x600-800.jpeg', alt: 'The server room before the move' }],
};
const CONTEXT: ReadinessContext = {
  levels: DEFAULT_READINESS_LEVELS,
  siteOrigin: 'https://www.example.com.au',
  publishedItemPaths: new Set(['/blogs/azure-backup', '/case-studies/hospital-rollout']),
  socialImageSize: { width: 1920, height: 1280 },
};

const rulesOf = (fields: Partial<ReadinessRequest>, outline: Partial<BodyOutline> = {}, context: Partial<ReadinessContext> = {}) =>
  checkReadiness({ ...CLEAN_FIELDS, ...fields }, { ...CLEAN_OUTLINE, ...outline }, { ...CONTEXT, ...context }).map((finding) => [finding.rule, finding.level, finding.field]);

describe('readiness rules (issue 35)', () => {
  it('finds nothing in a clean item', () => {
    expect(rulesOf({})).toEqual([]);
  });

  it.each([
    ['a title of 29 characters', { title: 'Microsoft 365 for law offices' }],
    ['a title of 61 characters', { title: 'Moving a twelve-person Geelong law firm to Microsoft 365 today' }],
  ])('seo.title.length: %s', (_case, fields) => {
    expect(rulesOf(fields)).toEqual([['seo.title.length', 'warning', 'title']]);
  });

  it('seo.description.length: a meta description of 40 characters, and one of 161', () => {
    expect(rulesOf({ metaDescription: 'We moved a law firm to Microsoft 365 ok.' })).toEqual([['seo.description.length', 'warning', 'metaDescription']]);
    expect(rulesOf({ metaDescription: 'x'.repeat(161) })).toEqual([['seo.description.length', 'warning', 'metaDescription']]);
  });

  it('content.heading.h1: an h1 in the body', () => {
    expect(rulesOf({}, { headings: [{ level: 1, text: 'Our case study' }, { level: 2, text: 'The problem' }] })).toEqual([['content.heading.h1', 'warning', 'content']]);
  });

  it('content.heading.order: a level skipped, from the page\'s h1 or between body headings', () => {
    expect(rulesOf({}, { headings: [{ level: 3, text: 'Straight to h3' }] })).toEqual([['content.heading.order', 'warning', 'content']]);
    expect(rulesOf({}, { headings: [{ level: 2, text: 'A' }, { level: 4, text: 'B' }, { level: 2, text: 'C' }] })).toEqual([['content.heading.order', 'warning', 'content']]);
  });

  it.each(['click here', 'Here', 'Read more…', 'more', 'Link'])('a11y.link.text: "%s"', (text) => {
    expect(rulesOf({}, { links: [{ href: 'https://learn.microsoft.com/', text }] })).toEqual([['a11y.link.text', 'warning', 'content']]);
  });

  it('a11y.alt.filename: a body image and the featured image whose alt text is a file name', () => {
    expect(rulesOf({}, { images: [{ src: '/media/a.jpeg', alt: 'IMG_2041.JPG' }] })).toEqual([['a11y.alt.filename', 'error', 'content']]);
    expect(rulesOf({ imageAlt: 'team-photo.webp' })).toEqual([['a11y.alt.filename', 'error', 'imageAlt']]);
  });

  it('links.internal.broken: a draft, trashed or unknown item of this site, relative or absolute', () => {
    expect(rulesOf({}, { links: [{ href: '/blogs/not-published-yet', text: 'our draft' }] })).toEqual([['links.internal.broken', 'error', 'content']]);
    expect(rulesOf({}, { links: [{ href: 'https://www.example.com.au/case-studies/deleted-one?x=1#top', text: 'a deleted study' }] }))
      .toEqual([['links.internal.broken', 'error', 'content']]);
    // A published item (with a trailing slash), another site and a page that is not an item are fine.
    expect(rulesOf({}, { links: [
      { href: 'https://www.example.com.au/case-studies/hospital-rollout/', text: 'the hospital rollout' },
      { href: 'https://other.example/blogs/anything', text: 'another site' },
      { href: '/about', text: 'about us' },
    ] })).toEqual([]);
  });

  it('social.image.size: a social image under 1200 x 630, and none for an image of unknown size', () => {
    expect(rulesOf({}, {}, { socialImageSize: { width: 1200, height: 600 } })).toEqual([['social.image.size', 'warning', 'imageUrl']]);
    expect(rulesOf({}, {}, { socialImageSize: { width: 1200, height: 630 } })).toEqual([]);
    expect(rulesOf({}, {}, { socialImageSize: null })).toEqual([]);
  });

  it('uses the administrator\'s levels: a rule off is left out, a warning made an error blocks', () => {
    const levels = { ...DEFAULT_READINESS_LEVELS, 'links.internal.broken': 'off', 'seo.title.length': 'error' } as const;
    const findings = checkReadiness({ ...CLEAN_FIELDS, title: 'Too short' }, { ...CLEAN_OUTLINE, links: [{ href: '/blogs/gone', text: 'gone' }] }, { ...CONTEXT, levels });
    expect(findings.map((finding) => [finding.rule, finding.level])).toEqual([['seo.title.length', 'error']]);
    expect(blockingRules(findings)).toEqual(['seo.title.length']);
    expect(findings[0]?.message).toBe('The page title is 9 characters; search results show 30 to 60 best. Say more about what the page offers.');
  });
});

describe('libraryImageSize', () => {
  it('reads the size a library address names, and nothing from other addresses', () => {
    expect(libraryImageSize('/media/0a1b2c3d4e5f6a7b-800x600-800.jpeg')).toEqual({ width: 800, height: 600 });
    expect(libraryImageSize('https://cdn.example.org/800x600.jpeg')).toBeNull();
    expect(libraryImageSize(undefined)).toBeNull();
  });
});
