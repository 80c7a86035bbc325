import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { bearer } from '../support/api';
import { stackInfo } from '../support/stack';
import { alertOf, confirmOf } from './fixtures/dialogs';
import { expect, test } from './fixtures/site-test';

const EDITOR_PATH = '/admin/module/entries/cms-system';
const SESSION_ENDED = 'Your session has ended. Please log in again: your unsaved work has been kept and will be offered back.';

/** Spec 5: lower-cased, every run of other characters a hyphen (and none at either end). */
const slugify = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** Today as the browser's editor writes it (local date, YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

interface PostFields {
  title: string;
  author?: string;
  category?: string;
  description?: string;
  body?: string;
  imageUrl?: string;
  imageAlt?: string;
}

/** The staff content editor: only this file drives it, so the helper lives here. */
class ContentEditor {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(EDITOR_PATH);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  tab(name: 'Basic Info' | 'Edit Content' | 'Manage Content'): Locator {
    return this.page.getByRole('tab', { name });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get body(): Locator {
    return this.page.getByRole('textbox', { name: 'Content', exact: true });
  }

  get form(): Locator {
    return this.page.locator('form').filter({ has: this.field('Title') });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title, exact: true });
  }

  async fill(post: PostFields): Promise<void> {
    await this.field('Title').fill(post.title);
    await this.field('Author').fill(post.author ?? 'Jordan Ellis');
    await this.field('Category').fill(post.category ?? 'Modern Workplace');
    await this.field('Tags (comma-separated)').fill('copilot, microsoft 365');
    await this.field('Meta description').fill(`What to check before switching on Copilot: ${post.title}.`);
    await this.field('Brief description').fill(post.description ?? `A short summary of ${post.title}.`);
    await this.body.fill(post.body ?? 'Start with permissions: Copilot sees what each user can already open.');
    await this.field('Featured image URL').fill(post.imageUrl ?? new URL('/images/insights/default.svg', stackInfo().baseUrl).href);
    await this.field('Image alt text').fill(post.imageAlt ?? 'A checklist on a laptop screen');
  }

  async editFromList(title: string): Promise<void> {
    await this.tab('Manage Content').click();
    await this.card(title).getByRole('button', { name: 'Edit' }).click();
    await expect(this.tab('Edit Content')).toHaveAttribute('aria-selected', 'true');
    await expect(this.heading).toHaveText('Edit Blog Post/Case Study');
  }
}

async function logIn(page: Page, password = stackInfo().admin.password): Promise<void> {
  await page.getByLabel('Username').fill(stackInfo().admin.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

test.describe('staff login', () => {
  test('a refused login shows the server message inside the login box', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'not-the-password');
    const loginBox = page.getByRole('region', { name: 'Staff Login' });
    await expect(loginBox.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('without an error text from the server it says Login failed', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream trouble' }));
    await page.goto('/login');
    await logIn(page);
    await expect(page.getByRole('alert')).toHaveText('Login failed');
  });

  test('a successful login stores the token and opens the editor', async ({ page }) => {
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(EDITOR_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('opened on Manage Content, the list is read while the editor\'s code is still arriving, once', async ({ page, contentApi }) => {
    const newest = await contentApi.create({ type: 'blog', status: 'draft', title: `Newest item ${contentApi.tag}` });
    const events: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/cms/content') events.push(`list asked ${url.search}`);
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/editor-screen-[\w-]+\.js$/.test(new URL(request.url()).pathname)) events.push('editor code arrived');
    });
    await page.goto('/login?returnTo=%2Fadmin%2Fmodule%2Fentries%2Fcms-system%3Ftab%3Dmanage');
    await logIn(page);
    // Newest first: other tests may add items meanwhile, but this one is on the first page.
    await expect(page.getByRole('article', { name: newest.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Manage Content', selected: true })).toBeVisible();
    expect(events).toEqual(['list asked ?fields=summary&limit=50&offset=0', 'editor code arrived']);
  });

  test('the editor without a token sends the visitor to the login page', async ({ page }) => {
    await page.goto(EDITOR_PATH);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  });
});

test.describe('content editor', () => {
  test.use({
    storageState: async ({ staffToken }, use) => {
      await use({ cookies: [], origins: [{ origin: stackInfo().baseUrl, localStorage: [{ name: 'token', value: staffToken }] }] });
    },
  });

  test('staff write a draft, publish it, see it on the site, change it and delete it', async ({ page, dialogs, contentApi, request }) => {
    // The whole journey (three editor loads, five page visits) outgrows 30 s when two cores run two workers.
    test.slow();
    const editor = new ContentEditor(page);
    const title = `Copilot readiness checklist ${contentApi.tag}`;
    const slug = slugify(title);
    await editor.open();
    await expect(editor.heading).toHaveText('Create New Blog Post/Case Study');
    await expect(editor.tab('Basic Info')).toHaveAttribute('aria-selected', 'true');
    await expect(editor.field('Content type')).toHaveValue('blog');
    await expect(editor.field('Status')).toHaveValue('draft');
    await expect(editor.field('Publication date')).toHaveValue(today());

    await editor.fill({ title, body: 'Start with permissions: Copilot sees what each user can already open.' });
    await expect(editor.field('Slug')).toHaveValue(slug);
    await expect(editor.button('Cancel Edit')).toHaveCount(0);
    await editor.button('Save Draft').click();
    await expect.poll(() => dialogs.seen).toEqual([alertOf('Content created successfully!')]);
    await expect(editor.field('Title')).toHaveValue('');
    expect((await request.get(`/api/content/${slug}`)).status()).toBe(404);

    await editor.tab('Manage Content').click();
    const card = editor.card(title);
    await expect(card).toContainText('Blog Post');
    await expect(card).toContainText('Draft');
    await expect(card).toContainText('Jordan Ellis');
    await editor.editFromList(title);
    await expect(editor.field('Title')).toHaveValue(title);
    await expect(editor.field('Last modified date')).toHaveValue(today());
    await editor.field('Status').selectOption('published');
    await expect(editor.button('Cancel Edit')).toBeVisible();
    await editor.button('Update').click();
    await expect.poll(() => dialogs.seen).toEqual([alertOf('Content created successfully!'), alertOf('Content updated successfully!')]);
    await expect(editor.heading).toHaveText('Create New Blog Post/Case Study');

    await page.goto('/insights/blogs');
    const listed = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await listed.getByRole('link', { name: /Read More/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Start with permissions: Copilot sees what each user can already open.')).toBeVisible();

    await editor.open();
    await editor.editFromList(title);
    await editor.body.fill('Updated: label sensitive files before the licences arrive.');
    await editor.button('Update').click();
    await expect.poll(() => dialogs.seen).toHaveLength(3);
    expect(dialogs.seen[2]).toEqual(alertOf('Content updated successfully!'));
    // The spec's reset after saving, before leaving: the reset's own history step would cancel a navigation started sooner.
    await expect(editor.heading).toHaveText('Create New Blog Post/Case Study');
    await page.goto(`/blogs/${slug}`);
    await expect(page.getByText('Updated: label sensitive files before the licences arrive.')).toBeVisible();

    await editor.open();
    await editor.tab('Manage Content').click();
    await editor.card(title).getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => dialogs.seen.slice(3))
      .toEqual([confirmOf('Are you sure you want to delete this content?'), alertOf('Content deleted successfully')]);
    await expect(editor.card(title)).toHaveCount(0);

    await page.goto(`/blogs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
    await page.goto('/insights/blogs');
    await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('saving collects every problem in one alert and sends nothing', async ({ page, dialogs }) => {
    const editor = new ContentEditor(page);
    await editor.open();
    const writes: string[] = [];
    page.on('request', (request) => request.url().includes('/api/cms/') && request.method() !== 'GET' && writes.push(request.url()));

    // The browser's own required checks would stop these values first; the editor's checks are what is under test.
    await editor.form.evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await editor.field('Title').fill('   ');
    await editor.button('Save Draft').click();
    await expect
      .poll(() => dialogs.seen)
      .toEqual([alertOf('Title is required\nContent is required\nPlease provide an image URL')]);

    await editor.body.fill('Some text');
    await editor.field('Featured image URL').fill('https://example.com/image.png');
    await editor.button('Save Draft').click();
    await expect.poll(() => dialogs.seen).toHaveLength(2);
    expect(dialogs.seen[1]).toEqual(alertOf('Title is required'));
    expect(writes).toEqual([]);
  });

  test('the slug follows the title as it is typed', async ({ page }) => {
    const editor = new ContentEditor(page);
    await editor.open();
    await editor.field('Title').fill('Azure Cost & Governance: 2025 Guide');
    await expect(editor.field('Slug')).toHaveValue('azure-cost-governance-2025-guide');
    await editor.field('Title').press('End');
    await editor.field('Title').pressSequentially(' (Part 2)');
    await expect(editor.field('Slug')).toHaveValue('azure-cost-governance-2025-guide-part-2');
  });

  test('preview shows the post as the site would, and Date not set without a publication date', async ({ page, contentApi }) => {
    const editor = new ContentEditor(page);
    const title = `Preview me ${contentApi.tag}`;
    await editor.open();
    await editor.fill({ title, author: 'Alex Chen', category: 'Security', body: 'Body text for the preview.' });
    await editor.button('Preview').click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('By Alex Chen', { exact: true })).toBeVisible();
    await expect(page.getByText('Security', { exact: true })).toBeVisible();
    await expect(page.getByText(longDate(today()), { exact: true })).toBeVisible();
    await expect(page.getByText('Body text for the preview.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'A checklist on a laptop screen' })).toBeVisible();

    await editor.button('Back to Editing').click();
    await expect(editor.field('Title')).toHaveValue(title);
    await editor.field('Publication date').fill('');
    await editor.field('Content type').selectOption('case-study');
    await editor.button('Preview').click();
    await expect(page.getByText('Date not set', { exact: true })).toBeVisible();
    await expect(page.getByText('Client: Alex Chen', { exact: true })).toBeVisible();
    await editor.button('Back to Editing').click();
    await expect(editor.body).toContainText('Body text for the preview.');
  });

  test('Manage Content filters blog posts and case studies', async ({ page, contentApi }) => {
    const blog = await contentApi.create({ type: 'blog', status: 'draft', title: `Filter blog ${contentApi.tag}` });
    const caseStudy = await contentApi.create({
      type: 'case-study',
      status: 'published',
      title: `Filter case study ${contentApi.tag}`,
      author: 'Geelong Allied Health Group',
      datePublished: '2025-03-05',
    });
    const editor = new ContentEditor(page);
    await editor.open();
    await editor.tab('Manage Content').click();

    const filter = (name: string) => page.getByRole('group', { name: 'Filter content' }).getByRole('button', { name });
    const labelled = (label: string) => page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
    await expect(filter('All Content')).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.card(blog.title)).toBeVisible();
    const card = editor.card(caseStudy.title);
    await expect(card.getByRole('img', { name: caseStudy.imageAlt })).toBeVisible();
    await expect(card.getByText('Case Study', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: caseStudy.title })).toBeVisible();
    await expect(card.getByText('Geelong Allied Health Group', { exact: true })).toBeVisible();
    await expect(card.getByText('5 March 2025', { exact: true })).toBeVisible();
    await expect(card.getByText('Published', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();

    await filter('Blog Posts').click();
    await expect(filter('Blog Posts')).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.card(blog.title)).toBeVisible();
    await expect(editor.card(caseStudy.title)).toHaveCount(0);
    await expect(labelled('Case Study')).toHaveCount(0);

    await filter('Case Studies').click();
    await expect(editor.card(caseStudy.title)).toBeVisible();
    await expect(editor.card(blog.title)).toHaveCount(0);
    await expect(labelled('Blog Post')).toHaveCount(0);

    await filter('All Content').click();
    await expect(editor.card(blog.title)).toBeVisible();
    await expect(editor.card(caseStudy.title)).toBeVisible();
  });

  test('a taken slug is refused with the server message', async ({ page, dialogs, contentApi }) => {
    const existing = await contentApi.create({ type: 'blog', status: 'draft', title: `Taken title ${contentApi.tag}` });
    const editor = new ContentEditor(page);
    await editor.open();
    await editor.fill({ title: existing.title });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/cms/content') && response.request().method() === 'POST');
    await editor.button('Save Draft').click();
    const response = await answer;
    expect(response.status()).toBe(409);
    const { error } = (await response.json()) as { error: string };
    await expect.poll(() => dialogs.seen).toEqual([alertOf(`Error creating content: ${error}`)]);
    await expect(editor.field('Title')).toHaveValue(existing.title);
  });

  test('an ended session sends the user to log in and offers the unsaved work back', async ({ page, contentApi }) => {
    const editor = new ContentEditor(page);
    const title = `Written before the session ended ${contentApi.tag}`;
    await editor.open();
    await editor.fill({ title, body: 'Paragraph that must not be lost.' });
    await page.route('**/api/cms/content', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 401, json: { statusCode: 401, error: 'The session has expired. Please log in again.' } })
        : route.fallback(),
    );
    await editor.button('Save Draft').click();

    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await page.unrouteAll();

    await logIn(page);
    await expect(page).toHaveURL(EDITOR_PATH);
    await editor.button('Restore unsaved draft').click();
    await expect(editor.field('Title')).toHaveValue(title);
    await expect(editor.body).toHaveText('Paragraph that must not be lost.');
    await expect(editor.button('Restore unsaved draft')).toHaveCount(0);
  });

  test('when the sign-in check is unavailable (503) the staff member stays and keeps their work', async ({ page, dialogs, contentApi }) => {
    const editor = new ContentEditor(page);
    const title = `Written while auth was down ${contentApi.tag}`;
    await editor.open();
    await editor.fill({ title });
    const unavailable = 'Signing in cannot be checked right now. Your work is kept; please try again in a moment.';
    await page.route('**/api/cms/content', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, headers: { 'Retry-After': '10' }, json: { statusCode: 503, error: unavailable } })
        : route.fallback(),
    );
    const token = await storedToken(page);
    await editor.button('Save Draft').click();

    await expect.poll(() => dialogs.seen).toEqual([alertOf(`Error creating content: ${unavailable}`)]);
    await expect(page).toHaveURL(EDITOR_PATH);
    await expect(editor.field('Title')).toHaveValue(title);
    expect(await storedToken(page)).toBe(token);
  });

  test('public pages never download the editor code', async ({ page, contentApi }) => {
    const assets = path.join(stackInfo().webRoot, 'assets');
    const editorChunks: string[] = [];
    for (const name of await readdir(assets)) {
      const isEditor = /^(editor-screen|content-editor)-/.test(name) || (name.endsWith('.js') && (await readFile(path.join(assets, name), 'utf8')).includes('ql-editor'));
      if (isEditor) editorChunks.push(name);
    }
    expect(editorChunks.some((name) => name.startsWith('editor-screen-') && name.endsWith('.js'))).toBe(true);
    const post = await contentApi.create({ type: 'blog', status: 'published', title: `Public page ${contentApi.tag}` });

    const requested: string[] = [];
    page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
    for (const publicPath of ['/', '/about', '/services', '/industries/healthcare', '/contact-us', '/insights/blogs', `/blogs/${post.slug}`, '/login']) {
      await page.goto(publicPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(requested.filter((name) => editorChunks.includes(name))).toEqual([]);

    // The same recorder does see them on the editor's own page.
    await page.goto(EDITOR_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
    expect(requested.filter((name) => editorChunks.includes(name)).length).toBeGreaterThan(0);
  });
});

test.describe('staff sessions', () => {
  const openEditorByLogin = async (page: Page): Promise<ContentEditor> => {
    await page.goto('/login');
    await logIn(page);
    await expect(page).toHaveURL(EDITOR_PATH);
    // The staff area is a document of its own: it has loaded once its editor is there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create New Blog Post/Case Study');
    return new ContentEditor(page);
  };

  test('the session renews while the staff member keeps typing', async ({ page, request }) => {
    await page.clock.install();
    const editor = await openEditorByLogin(page);
    const firstToken = await storedToken(page);
    await editor.field('Title').fill('Still writing');
    // The page's clock is fake, the server's is not, and tokens carry their issue time in whole seconds:
    // a renewal within the login's second would be issued the very same token.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    // Past half of the 30-minute idle timeout: the next keystroke renews the session.
    await page.clock.fastForward('16:00');
    await editor.field('Author').pressSequentially('Jo');

    await expect.poll(() => storedToken(page)).not.toBe(firstToken);
    const renewed = (await storedToken(page)) ?? '';
    await expect(editor.field('Title')).toHaveValue('Still writing');
    expect((await request.get('/api/cms/content', { headers: bearer(renewed) })).status()).toBe(200);
  });

  test('a session ended elsewhere keeps the editor work through the failed renewal and offers it back after login', async ({ page, request }) => {
    await page.clock.install();
    const editor = await openEditorByLogin(page);
    const title = `Written in a session that ended ${Date.now()}`;
    await editor.fill({ title, body: 'Paragraph that must survive the session.' });
    const token = (await storedToken(page)) ?? '';

    // Logged out from another tab or by an administrator: the token is refused within 60 s everywhere.
    expect((await request.post('/api/auth/logout', { headers: bearer(token) })).status()).toBe(204);
    await expect
      .poll(async () => (await request.get('/api/cms/content', { headers: bearer(token) })).status(), { timeout: 60_000 })
      .toBe(401);

    // Typing past the renewal point: the renewal is refused, and the work stays on screen.
    const renewal = page.waitForResponse((response) => response.url().endsWith('/api/auth/renew'));
    await page.clock.fastForward('16:00');
    await editor.field('Author').pressSequentially(' Jr');
    expect((await renewal).status()).toBe(401);
    await expect(page).toHaveURL(EDITOR_PATH);
    await expect(editor.field('Title')).toHaveValue(title);

    await editor.button('Save Draft').click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText(SESSION_ENDED)).toBeVisible();

    await logIn(page);
    await expect(page).toHaveURL(EDITOR_PATH);
    await editor.button('Restore unsaved draft').click();
    await expect(editor.field('Title')).toHaveValue(title);
    await expect(editor.body).toHaveText('Paragraph that must survive the session.');
  });

  test('Log out ends the session on the server, not only in the browser', async ({ page, request }) => {
    const editor = await openEditorByLogin(page);
    const token = (await storedToken(page)) ?? '';
    await editor.button('Log out').click();

    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect
      .poll(async () => (await request.get('/api/cms/content', { headers: bearer(token) })).status(), { timeout: 60_000 })
      .toBe(401);
  });
});
