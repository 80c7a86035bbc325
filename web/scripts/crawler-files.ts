import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FEED_PATHS } from '../src/config/feeds';

/** Published posts and case studies come from the content service's own sitemap, listed in the index. */
export const CONTENT_SITEMAP_PATH = '/api/content/sitemap.xml';

export async function writeCrawlerFiles(dist: string, siteUrl: string, publicPaths: string[]): Promise<void> {
  const pages = publicPaths
    .map((route) => `  <url><loc>${escapeXml(siteUrl + route)}</loc></url>`)
    .join('\n');
  await writeFile(
    path.join(dist, 'sitemap-pages.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages}\n</urlset>\n`,
  );
  // sitemaps.org accepts an RSS 2.0 feed as a sitemap, so the feeds of posts and case studies are listed too.
  const sitemaps = ['/sitemap-pages.xml', CONTENT_SITEMAP_PATH, ...Object.values(FEED_PATHS)]
    .map((sitemapPath) => `  <sitemap><loc>${escapeXml(siteUrl + sitemapPath)}</loc></sitemap>`)
    .join('\n');
  await writeFile(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}\n</sitemapindex>\n`,
  );
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /login\nDisallow: /invitation\nDisallow: /reset-password\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
