import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { contentFeedRss, type FeedEntry } from './content-feed';

const entry = (overrides: Partial<FeedEntry>): FeedEntry => ({
  slug: 'a-post',
  title: 'A post',
  category: 'Security',
  metaDescription: 'What the post says',
  description: 'Brief',
  datePublished: '2026-03-02',
  dateModified: '2026-03-02',
  dateCreated: '2026-03-01',
  ...overrides,
});

function itemsOf(xml: string): Array<Record<string, unknown>> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml) as { rss: { channel: { item?: Array<Record<string, unknown>> } } };
  return parsed.rss.channel.item ?? [];
}

describe('contentFeedRss', () => {
  it('keeps a title and description with two ]]> each as text, adding no element', () => {
    const title = 'Break ]]><injected>one</injected> and ]]><another/> out';
    const description = 'First ]]> then ]]> again';
    const xml = contentFeedRss([entry({ title, metaDescription: description })], 'blog', 'https://www.example.com.au');
    const [item] = itemsOf(xml);
    expect(item).toEqual({
      title,
      link: 'https://www.example.com.au/blogs/a-post',
      guid: 'https://www.example.com.au/blogs/a-post',
      pubDate: 'Mon, 02 Mar 2026 00:00:00 GMT',
      description,
      category: 'Security',
    });
  });

  it('is a valid empty channel without items', () => {
    expect(itemsOf(contentFeedRss([], 'case-study', 'https://www.example.com.au'))).toEqual([]);
  });
});
