import { writeFile } from 'node:fs/promises';
import path from 'node:path';

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
  await writeFile(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemap-pages.xml`)}</loc></sitemap>\n` +
      `  <sitemap><loc>${escapeXml(siteUrl + CONTENT_SITEMAP_PATH)}</loc></sitemap>\n</sitemapindex>\n`,
  );
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /login\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
