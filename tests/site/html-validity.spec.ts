import { stackInfo } from '../support/stack';
import { validateHtml } from '../support/html-validator';
import { expect, test } from './fixtures/site-test';

/**
 * Issue 26, item 6: every page type is valid HTML by the W3C's checker, as nginx serves it (the prerendered
 * files, and the post pages the content service renders), checked in one run of the checker.
 */

const STATIC_PAGES: Record<string, string> = {
  home: '/',
  about: '/about',
  'services index': '/services',
  'service group': '/services/modern-workplace',
  'professional services': '/services/professional-services',
  'managed services': '/services/managed-services',
  'sub-service (consultant template)': '/services/azure-cloud/stack-hci',
  'sub-service (Windows 11 migration)': '/services/modern-workplace/windows-migration',
  'sub-service (Salesforce)': '/services/professional-services/salesforce-crm',
  industry: '/industries/construction',
  'blog listing': '/insights/blogs',
  'case-study listing': '/insights/case-studies',
  'contact page': '/contact-us',
  'staff login': '/login',
  'staff area (the app shell)': '/admin/module/entries/cms-system',
};

/** What the editor saves for a post: headings, emphasis, links, both list kinds, a quote, code and an image. */
const RICH_BODY = [
  '<h2>Start with an inventory</h2>',
  '<p>List every device <strong>before</strong> you plan the <em>waves</em>; see <a href="https://learn.microsoft.com/windows/">the Windows documentation</a>.</p>',
  '<ol><li data-list="bullet">Laptops</li><li data-list="bullet">Desktops</li></ol>',
  '<ol><li data-list="ordered">Pilot</li><li data-list="ordered">Roll out</li></ol>',
  '<blockquote>Plan twice, migrate once.</blockquote>',
  '<pre class="ql-syntax" spellcheck="false">Get-ComputerInfo | Select-Object OsName\n</pre>',
  '<p><img src="https://images.example.com/rollout.png" alt="A rollout timetable"></p>',
].join('');

test('every page type passes the W3C HTML checker', async ({ request, contentApi }) => {
  test.setTimeout(90_000);
  const imageUrl = new URL('/images/insights/azure-landing-zone.svg', stackInfo().baseUrl).href;
  const post = await contentApi.create({ type: 'blog', status: 'published', title: `Planning a Windows 11 rollout ${contentApi.tag}`, content: RICH_BODY, imageUrl });
  const study = await contentApi.create({ type: 'case-study', status: 'published', title: `Securing a freight company ${contentApi.tag}`, content: RICH_BODY, imageUrl });

  const pages: Record<string, { path: string; status: number }> = {
    ...Object.fromEntries(Object.entries(STATIC_PAGES).map(([name, path]) => [name, { path, status: 200 }])),
    post: { path: `/blogs/${post.slug}`, status: 200 },
    'case study': { path: `/case-studies/${study.slug}`, status: 200 },
    'unknown post': { path: `/blogs/no-such-post-${contentApi.tag}`, status: 404 },
    'not found': { path: `/no-such-page-${contentApi.tag}`, status: 404 },
  };
  const html: Record<string, string> = {};
  for (const [name, { path, status }] of Object.entries(pages)) {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status(), `${name} (${path})`).toBe(status);
    expect(response.headers()['content-type'], `${name} (${path})`).toMatch(/^text\/html/);
    html[`${name} (${path})`] = await response.text();
  }

  const findings = await validateHtml(html);
  expect(findings, 'errors and warnings of the W3C checker').toEqual([]);
});
