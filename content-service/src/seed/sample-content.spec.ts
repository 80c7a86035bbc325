import { isCalendarDate } from '../common/validation/is-calendar-date';
import { CONTENT_LIMITS } from '../content/content.constants';
import { sanitiseHtml } from '../content/html-sanitiser';
import { slugify } from '../content/slug';
import { sampleContent } from './sample-content';

const items = sampleContent('https://www.example.com.au');
const published = items.filter((item) => item.status === 'published');

describe('sample content', () => {
  it('has at least three published blog posts, two published case studies and one draft', () => {
    expect(published.filter((item) => item.type === 'blog').length).toBeGreaterThanOrEqual(3);
    expect(published.filter((item) => item.type === 'case-study').length).toBeGreaterThanOrEqual(2);
    expect(items.filter((item) => item.status === 'draft').length).toBeGreaterThanOrEqual(1);
  });

  it('has unique, normalised slugs', () => {
    const slugs = items.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slugify(slug)).toBe(slug);
    }
  });

  describe.each(items.map((item) => [item.slug, item] as const))('%s', (_slug, item) => {
    it('has a 150-160 character meta description and a one or two sentence description', () => {
      expect(item.metaDescription.length).toBeGreaterThanOrEqual(150);
      expect(item.metaDescription.length).toBeLessThanOrEqual(160);
      const sentences = item.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    });

    it('has 4-7 paragraphs with h2 headings and a list, unchanged by the sanitiser', () => {
      const paragraphs = item.content.match(/<p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length).toBeLessThanOrEqual(7);
      expect(item.content).toMatch(/<h2>/);
      expect(item.content).toMatch(/<(ul|ol)><li>/);
      expect(sanitiseHtml(item.content)).toBe(item.content);
    });

    it('fits the field limits and has real dates', () => {
      for (const [field, limit] of Object.entries(CONTENT_LIMITS)) {
        expect((item as unknown as Record<string, string>)[field].length).toBeLessThanOrEqual(limit);
      }
      expect(item.category).not.toBe('');
      expect(item.tags).not.toBe('');
      expect(item.imageAlt).not.toBe('');
      expect(isCalendarDate(item.dateCreated)).toBe(true);
      expect(isCalendarDate(item.dateModified)).toBe(true);
      if (item.status === 'published') {
        expect(item.datePublished).toMatch(/^202[56]-/);
        expect(isCalendarDate(item.datePublished)).toBe(true);
      }
    });

    it('points its image at the website', () => {
      expect(item.imageUrl).toBe(`https://www.example.com.au/images/insights/${item.slug}.svg`);
    });
  });
});
