import type { ContentType } from './content.constants';
import { publicItemUrl } from './public-paths';

export interface SitemapEntry {
  type: ContentType;
  slug: string;
  dateModified?: string | null;
}

/** The sitemap of published posts and case studies; the site's sitemap index lists it beside the static pages. */
export function contentSitemapXml(items: SitemapEntry[], siteUrl: string): string {
  const urls = items.map((item) => {
    const location = publicItemUrl(siteUrl, item.type, item.slug);
    const lastModified = item.dateModified ? `<lastmod>${escapeXml(item.dateModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(location)}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
