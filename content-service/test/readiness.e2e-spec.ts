import { generateSigningKey, staffTokenAs } from '@site/nest-server-kit/testing';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { smallPng } from './support/test-images';
import { withDatabase } from './support/test-app';

const key = generateSigningKey('readiness-key');
const SITE_URL = 'https://www.example.com.au';
const suite = useContentApp(key, { SITE_URL });
const EDEN = { role: 'editor', userId: '55555555-5555-4555-8555-555555555555', username: 'eden', displayName: 'Eden Editor' } as const;
const asEditor = () => ({ Authorization: `Bearer ${staffTokenAs(key, EDEN)}` });

/** Fields with none of issue 35's defects: a 42-character title, a 139-character meta description. */
const READY = {
  title: 'Moving a Geelong law firm to Microsoft 365',
  metaDescription: 'How we moved a twelve-person Geelong law firm from an ageing file server to Microsoft 365 in one weekend, with no lost mail and no downtime.',
  content: '<h2>The problem</h2><p>An old server.</p><h3>Backups</h3><p>None tested.</p>',
  imageUrl: 'https://www.example.com.au/images/insights/windows-11.svg',
  imageAlt: 'A laptop on a desk',
};

const check = async (fields: Record<string, unknown>) =>
  (await suite.api().post('/api/cms/readiness').set(suite.auth).send({ ...READY, ...fields }).expect(200)).body as { findings: Array<{ rule: string; level: string; field: string; message: string }> };
const create = (overrides: Record<string, unknown>) => suite.api().post('/api/cms/content').set(suite.auth).send(contentInput({ ...READY, ...overrides }));

beforeEach(() => withDatabase(suite.db.contentUrl, (client) => client.query('DELETE FROM content.readiness_levels')));

describe('POST /api/cms/readiness', () => {
  it('finds nothing in a ready item, sent as its fields or as the whole item', async () => {
    expect(await check({})).toEqual({ findings: [] });
    const whole = await suite.api().post('/api/cms/readiness').set(suite.auth).send(contentInput({ ...READY, version: 3 })).expect(200);
    expect(whole.body).toEqual({ findings: [] });
  });

  it.each([
    ['no title', { title: undefined }],
    ['a title that is not text', { title: 42 }],
    ['an unknown field', { colour: 'red' }],
  ])('refuses %s with 400', async (_case, fields) => {
    await suite.api().post('/api/cms/readiness').set(suite.auth).send({ ...READY, ...fields }).expect(400);
  });

  it('names each defect with its rule, level, field and a message', async () => {
    const { findings } = await check({
      title: 'Too short',
      metaDescription: 'Forty characters of meta description ok.',
      content: '<h1>Again</h1><h4>Skipped</h4><p><a href="https://learn.microsoft.com/">click here</a> <img src="https://x.example/a.png" alt="IMG_2041.JPG"></p>',
    });
    expect(findings.map(({ rule, level, field }) => [rule, level, field])).toEqual([
      ['seo.title.length', 'warning', 'title'],
      ['seo.description.length', 'warning', 'metaDescription'],
      ['content.heading.h1', 'warning', 'content'],
      ['content.heading.order', 'warning', 'content'],
      ['a11y.link.text', 'warning', 'content'],
      ['a11y.alt.filename', 'error', 'content'],
    ]);
    expect(findings[1]?.message).toMatch(/The meta description is 40 characters; search results show 120 to 160 best/);
  });

  it('finds links to this site\'s items that are drafts, trashed or unknown, and not to published ones', async () => {
    await create({ title: 'A published neighbour of forty characters', slug: 'published-one' }).expect(201);
    await create({ title: 'A draft neighbour', slug: 'draft-one', status: 'draft' }).expect(201);
    const trashed = (await create({ title: 'A trashed neighbour of forty characters', slug: 'trashed-one' }).expect(201)).body as { id: string };
    await suite.api().delete(`/api/cms/content/${trashed.id}`).set(suite.auth).expect(204);

    const links = ['/blogs/published-one', '/blogs/draft-one', `${SITE_URL}/blogs/trashed-one`, '/case-studies/never-made']
      .map((href, index) => `<a href="${href}">neighbour ${index}</a>`).join(' ');
    const { findings } = await check({ content: `<h2>Links</h2><p>${links}</p>` });
    expect(findings.map((finding) => [finding.rule, finding.message.match(/goes to (\S+),/)?.[1]])).toEqual([
      ['links.internal.broken', '/blogs/draft-one'],
      ['links.internal.broken', '/blogs/trashed-one'],
      ['links.internal.broken', '/case-studies/never-made'],
    ]);
  });

  it('finds a library image under 1200 x 630 as the social image', async () => {
    const upload = await suite.api().post('/api/cms/media').set(suite.auth).attach('file', await smallPng(800, 600), 'small.png').expect(201);
    const { findings } = await check({ imageUrl: (upload.body as { url: string }).url });
    expect(findings.map((finding) => [finding.rule, finding.level, finding.field])).toEqual([['social.image.size', 'warning', 'imageUrl']]);
  });
});

describe('publishing with an error finding', () => {
  it('is refused with 422 listing the rule ids; a draft is saved; an update that publishes is refused too', async () => {
    const broken = { content: '<h2>See</h2><p><a href="/blogs/nowhere">our old post</a><img src="https://x.example/a.png" alt="photo.jpg"></p>' };
    const refused = await create(broken).expect(422);
    expect(refused.body.rules).toEqual(['a11y.alt.filename', 'links.internal.broken']);
    expect(refused.body.error).toMatch(/cannot be published until these checks pass: a11y\.alt\.filename, links\.internal\.broken/);

    const draft = (await create({ ...broken, status: 'draft' }).expect(201)).body as { id: string; version: number };
    const publish = await suite.api().put(`/api/cms/content/${draft.id}`).set(suite.auth).send(contentInput({ ...READY, ...broken, version: draft.version })).expect(422);
    expect(publish.body.rules).toEqual(['a11y.alt.filename', 'links.internal.broken']);
    // Scheduling is publishing with a later date.
    await create({ ...broken, slug: 'later', datePublished: '2099-01-01' }).expect(422);
  });

  it('follows the administrator\'s levels: off lets it through, a warning made an error refuses', async () => {
    await suite.api().put('/api/cms/settings/readiness').set(asEditor()).send({ levels: { 'links.internal.broken': 'off' } }).expect(403);
    const settings = await suite.api().put('/api/cms/settings/readiness').set(suite.auth)
      .send({ levels: { 'links.internal.broken': 'off', 'a11y.alt.filename': 'off', 'seo.title.length': 'error' } }).expect(200);
    expect(settings.body.levels).toMatchObject({ 'links.internal.broken': 'off', 'seo.title.length': 'error', 'content.heading.h1': 'warning' });
    await create({ content: '<p><a href="/blogs/nowhere">our old post</a></p>' }).expect(201);
    expect((await create({ title: 'Short', slug: 'short' }).expect(422)).body.rules).toEqual(['seo.title.length']);

    const wrong = await suite.api().put('/api/cms/settings/readiness').set(suite.auth).send({ levels: { 'seo.nothing': 'error', 'seo.title.length': 'loud' } }).expect(400);
    expect(JSON.stringify(wrong.body)).toMatch(/seo\.nothing is not a readiness rule/);
  });
});

describe('GET /api/cms/content/{id}/inbound-links', () => {
  it('counts the published items that link to the item, not drafts or other links', async () => {
    const target = (await create({ slug: 'target' }).expect(201)).body as { id: string };
    await create({ title: 'Links to the target from a published post', slug: 'one', content: '<p><a href="/blogs/target">the target post</a></p>' }).expect(201);
    await create({ title: 'Links to the target with its full address', slug: 'two', content: `<p><a href="${SITE_URL}/blogs/target/">the target post</a></p>` }).expect(201);
    await create({ title: 'A draft linking to it', slug: 'three', status: 'draft', content: '<p><a href="/blogs/target">the target post</a></p>' }).expect(201);
    await create({ title: 'Only names the address in its text', slug: 'four', content: '<p>Not a link: /blogs/target</p>' }).expect(201);
    const links = await suite.api().get(`/api/cms/content/${target.id}/inbound-links`).set(suite.auth).expect(200);
    expect(links.body.count).toBe(2);
    expect((links.body.items as Array<{ title: string }>).map((item) => item.title).sort()).toEqual([
      'Links to the target from a published post', 'Links to the target with its full address',
    ]);
  });
});

describe('POST /api/cms/content/{id}/redirect', () => {
  it('sends a trashed item\'s address to a published item (editors), so links to it keep working', async () => {
    const gone = (await create({ slug: 'old-guide' }).expect(201)).body as { id: string };
    const next = (await create({ title: 'The new guide of at least thirty characters', slug: 'new-guide' }).expect(201)).body as { id: string };
    const draft = (await create({ title: 'A draft', slug: 'a-draft', status: 'draft' }).expect(201)).body as { id: string };
    await suite.api().delete(`/api/cms/content/${gone.id}`).set(suite.auth).expect(204);
    await suite.api().get('/api/content/old-guide').expect(404);

    await suite.api().post(`/api/cms/content/${gone.id}/redirect`).set(asEditor()).send({ toId: draft.id }).expect(400);
    const done = await suite.api().post(`/api/cms/content/${gone.id}/redirect`).set(asEditor()).send({ toId: next.id }).expect(200);
    expect(done.body).toEqual({ slug: 'old-guide', to: { type: 'blog', slug: 'new-guide' } });
    const moved = await suite.api().get('/api/content/old-guide').expect(301);
    expect(moved.headers.location).toBe('/api/content/new-guide');
  });
});

