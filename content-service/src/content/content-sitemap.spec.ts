import { contentSitemapXml } from './content-sitemap';

describe('contentSitemapXml', () => {
  it('lists each item at its public address with its last-modified date', () => {
    const xml = contentSitemapXml(
      [
        { type: 'blog', slug: 'windows-11-plan', dateModified: '2026-02-01' },
        { type: 'case-study', slug: 'geelong-build', dateModified: null },
      ],
      'https://example.com.au',
    );
    expect(xml).toContain('<url><loc>https://example.com.au/blogs/windows-11-plan</loc><lastmod>2026-02-01</lastmod></url>');
    expect(xml).toContain('<url><loc>https://example.com.au/case-studies/geelong-build</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('is a valid empty urlset when nothing is published', () => {
    expect(contentSitemapXml([], 'https://example.com.au')).toMatch(/<urlset [^>]+>\n\n<\/urlset>/);
  });
});
