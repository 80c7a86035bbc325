import request from 'supertest';
import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { smallPng } from './support/test-images';
import { withDatabase } from './support/test-app';
import { generateSigningKey, TEST_STAFF, TEST_USER_ID } from '@site/nest-server-kit/testing';

const key = generateSigningKey('cms-key');
const UNKNOWN_ID = '3f0c6b1e-7a0e-4c55-9d1f-2b7f5d0e9a11';

const suite = useContentApp(key, { BODY_LIMIT: '200kb' });

const server = () => suite.app.getHttpServer();
const create = (body: object) => request(server()).post('/api/cms/content').set(suite.auth).send(body);

describe('POST /api/cms/content', () => {
  it('stores the item and returns it with 201', async () => {
    const response = await create(contentInput()).expect(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...contentInput(),
      socialTitle: '',
      socialDescription: '',
      socialImageUrl: '',
      slug: 'moving-to-windows-11',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      createdBy: { id: TEST_USER_ID, displayName: TEST_STAFF.administrator.displayName },
      updatedBy: { id: TEST_USER_ID, displayName: TEST_STAFF.administrator.displayName },
      version: 1,
      scheduledFor: null,
    });
    expect(Object.keys(response.body)).toEqual([
      'id', 'type', 'title', 'author', 'dateCreated', 'dateModified', 'datePublished', 'status', 'category', 'tags',
      'metaDescription', 'description', 'content', 'imageUrl', 'imageAlt', 'socialTitle', 'socialDescription', 'socialImageUrl', 'slug', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy',
      'version', 'scheduledFor',
    ]);
    expect(new Date(response.body.createdAt).toISOString()).toBe(response.body.createdAt);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('fills defaults for the optional fields', async () => {
    const response = await create({ type: 'case-study', title: '  Barwon Water  ', status: 'draft', content: '<p>x</p>', imageUrl: 'http://localhost:8080/a.svg' }).expect(201);
    // Today where the site is (SITE_TIME_ZONE, Australia/Melbourne by default), whatever the server's own zone.
    const iso = new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Melbourne' });
    expect(response.body).toMatchObject({
      title: 'Barwon Water', slug: 'barwon-water', author: '', category: '', tags: '', metaDescription: '', description: '',
      imageAlt: '', dateCreated: iso, dateModified: iso, datePublished: null,
    });
  });

  it.each([
    ['a given slug is normalised', { slug: ' Azure: Cost & Governance! ' }, 'azure-cost-governance'],
    ['a blank slug is derived from the title', { slug: '   ', title: 'SD-WAN for Regional Offices' }, 'sd-wan-for-regional-offices'],
    ['a null slug is derived from the title', { slug: null, title: 'Power BI Tips' }, 'power-bi-tips'],
  ])('%s', async (_name, overrides, slug) => {
    const response = await create(contentInput(overrides)).expect(201);
    expect(response.body.slug).toBe(slug);
  });

  it.each([null, ''])('takes a publication date of %j as not set', async (datePublished) => {
    const response = await create(contentInput({ datePublished, status: 'draft' })).expect(201);
    expect(response.body.datePublished).toBeNull();
  });

  it('takes empty creation and modification dates as today', async () => {
    const response = await create(contentInput({ dateCreated: '', dateModified: null })).expect(201);
    expect(response.body.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body.dateModified).toBe(response.body.dateCreated);
  });

  it('refuses a duplicate slug with 409', async () => {
    await create(contentInput()).expect(201);
    const response = await create(contentInput({ title: 'Moving to Windows 11!' })).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      error: 'A content item with the slug "moving-to-windows-11" already exists. Change the title or slug.',
    });
  });

  it('refuses one of two simultaneous creates with the same slug with 409 (unique index)', async () => {
    const responses = await Promise.all([create(contentInput()), create(contentInput()), create(contentInput())]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body.error).toBe('A content item with the slug "moving-to-windows-11" already exists. Change the title or slug.');
    }
  });

  it('sanitises the HTML before it reaches the database', async () => {
    const dirty = [
      '<h2 onclick="alert(1)">Heading</h2>',
      '<p>Hello<script>alert("x")</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">bad link</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="color: red; position: fixed">kept</p>',
    ].join('');
    const response = await create(contentInput({ content: dirty })).expect(201);
    const clean = '<h2>Heading</h2><p>Hello</p><a rel="noopener noreferrer">bad link</a><p style="color:red">kept</p>';
    expect(response.body.content).toBe(clean);
    const stored = await withDatabase(suite.db.contentUrl, (client) =>
      client.query<{ content: string }>('SELECT content FROM content.content_items WHERE id = $1', [response.body.id]),
    );
    expect(stored.rows[0].content).toBe(clean);
    expect(stored.rows[0].content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
  });

  it('refuses content that is empty once sanitised', async () => {
    const response = await create(contentInput({ content: '<script>alert(1)</script><p><br></p>' })).expect(400);
    expect(response.body).toEqual({ statusCode: 400, error: 'content is required', details: ['content is required'] });
  });

  it('refuses a slug that normalises to nothing', async () => {
    const response = await create(contentInput({ slug: '!!!' })).expect(400);
    expect(response.body.error).toBe('slug must contain at least one letter or digit');
    const fromTitle = await create(contentInput({ title: '???' })).expect(400);
    expect(fromTitle.body.error).toMatch(/^slug /);
  });

  const tooLong = (length: number) => 'x'.repeat(length + 1);
  it.each([
    ['type', 'an unknown type', { type: 'news' }, /^type must be "blog" or "case-study"$/],
    ['type', 'missing', { type: undefined }, /^type must be/],
    ['title', 'missing', { title: undefined }, /^title is required$/],
    ['title', 'blank', { title: '   ' }, /^title is required$/],
    ['title', 'a number', { title: 42 }, /^title must be text$/],
    ['title', 'too long', { title: tooLong(200) }, /^title must be at most 200 characters$/],
    ['slug', 'too long', { slug: tooLong(200) }, /^slug must be at most 200 characters$/],
    ['author', 'too long', { author: tooLong(120) }, /^author must be at most 120 characters$/],
    ['author', 'an array', { author: ['x'] }, /^author must be text$/],
    ['status', 'an unknown status', { status: 'archived' }, /^status must be "draft" or "published"$/],
    ['status', 'missing', { status: undefined }, /^status must be/],
    ['dateCreated', 'month 13', { dateCreated: '2025-13-01' }, /^dateCreated must be a real date in YYYY-MM-DD format$/],
    ['dateModified', '30 February', { dateModified: '2025-02-30' }, /^dateModified must be a real date/],
    ['datePublished', 'DD/MM/YYYY', { datePublished: '03/06/2025' }, /^datePublished must be a real date/],
    ['datePublished', 'no zero padding', { datePublished: '2025-6-3' }, /^datePublished must be a real date/],
    ['datePublished', 'a timestamp', { datePublished: '2025-06-03T00:00:00Z' }, /^datePublished must be a real date/],
    ['category', 'too long', { category: tooLong(80) }, /^category must be at most 80 characters$/],
    ['tags', 'too long', { tags: tooLong(500) }, /^tags must be at most 500 characters$/],
    ['metaDescription', 'too long', { metaDescription: tooLong(320) }, /^metaDescription must be at most 320 characters$/],
    ['description', 'too long', { description: tooLong(2000) }, /^description must be at most 2000 characters$/],
    ['content', 'missing', { content: undefined }, /^content is required$/],
    ['content', 'blank', { content: '  ' }, /^content is required$/],
    ['imageUrl', 'missing', { imageUrl: undefined }, /^imageUrl is required$/],
    ['imageUrl', 'a javascript: URL', { imageUrl: 'javascript:alert(1)' }, /^imageUrl must be an http:\/\/ or https:\/\/ URL, or a path on this site under \/media\/ or \/images\/$/],
    ['imageUrl', 'an ftp: URL', { imageUrl: 'ftp://example.com/a.png' }, /^imageUrl must be an http/],
    ['imageUrl', 'without a protocol', { imageUrl: 'example.com/a.png' }, /^imageUrl must be an http/],
    ['imageUrl', 'too long', { imageUrl: `https://example.com/${'a'.repeat(2048)}` }, /^imageUrl must be at most 2048 characters$/],
    ['imageAlt', 'too long', { imageAlt: tooLong(300) }, /^imageAlt must be at most 300 characters$/],
  ])('refuses %s (%s) with 400 naming it', async (field, _case, overrides, message) => {
    const response = await create(contentInput(overrides)).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.details).toHaveLength(1);
    expect(response.body.details[0]).toMatch(message);
    expect(response.body.error).toContain(field);
  });

  it('lists every problem at once', async () => {
    const response = await create(contentInput({ type: 'x', title: '', imageUrl: 'nope' })).expect(400);
    expect(response.body.details).toEqual([
      'type must be "blog" or "case-study"',
      'title is required',
      'imageUrl must be an http:// or https:// URL, or a path on this site under /media/ or /images/',
    ]);
    expect(response.body.error).toBe(response.body.details.join('; '));
  });

  it.each([
    ['an unknown field', { views: 10 }, 'Unknown field "views" is not allowed'],
    ['an id', { id: UNKNOWN_ID }, 'Unknown field "id" is not allowed'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await create(contentInput(overrides)).expect(400);
    expect(response.body.details).toEqual([message]);
  });

  it('refuses a body that is not a JSON object', async () => {
    await request(server()).post('/api/cms/content').set(suite.auth).set('Content-Type', 'application/json').send('[1,2]').expect(400);
    const malformed = await request(server()).post('/api/cms/content').set(suite.auth).set('Content-Type', 'application/json').send('{"title":').expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, error: 'The request body is not valid JSON' });
  });

  it('refuses a body over BODY_LIMIT with 413 in the standard shape', async () => {
    const response = await create(contentInput({ content: `<p>${'x'.repeat(250 * 1024)}</p>` })).expect(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'The request body is too large' });
  });

  it('moves an inline data: image into the media library and stores its /media/ URL (issue 25)', async () => {
    const png = `data:image/png;base64,${(await smallPng(30, 20)).toString('base64')}`;
    const response = await create(contentInput({ content: `<p><img src="${png}" alt="chart"></p>` })).expect(201);
    expect(response.body.content).toMatch(/^<p><img src="\/media\/[0-9a-f]{16}-30x20-30\.png" alt="chart" \/><\/p>$/);
  });
});

describe('GET /api/cms/content', () => {
  it('lists every item, drafts included, newest first', async () => {
    const first = await create(contentInput({ title: 'First', status: 'draft', datePublished: null })).expect(201);
    const second = await create(contentInput({ title: 'Second' })).expect(201);
    const response = await request(server()).get('/api/cms/content').set(suite.auth).expect(200);
    expect(response.body.map((item: { id: string }) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('PUT /api/cms/content/:id', () => {
  it('replaces the item and returns the stored version', async () => {
    const created = (await create(contentInput())).body;
    const edited = { ...created, title: 'Moving to Windows 11 in 2025', slug: '', status: 'draft', content: '<p>new<script>x</script></p>' };
    const response = await request(server()).put(`/api/cms/content/${created.id}`).set(suite.auth).send(edited).expect(200);
    expect(response.body).toMatchObject({
      id: created.id, title: 'Moving to Windows 11 in 2025', slug: 'moving-to-windows-11-in-2025', status: 'draft', content: '<p>new</p>',
      createdAt: created.createdAt,
    });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());
    const listed = await request(server()).get('/api/cms/content').set(suite.auth).expect(200);
    expect(listed.body).toEqual([response.body]);
  });

  it('ignores createdAt and updatedAt sent back by the client', async () => {
    const created = (await create(contentInput())).body;
    const response = await request(server()).put(`/api/cms/content/${created.id}`).set(suite.auth)
      .send({ ...created, createdAt: '2000-01-01T00:00:00.000Z', updatedAt: 'whatever' }).expect(200);
    expect(response.body.createdAt).toBe(created.createdAt);
  });

  it('keeps the stored creation date when none is sent and sets the modified date to today by default', async () => {
    const created = (await create(contentInput())).body;
    const { dateCreated: _c, dateModified: _m, ...withoutDates } = created;
    const response = await request(server()).put(`/api/cms/content/${created.id}`).set(suite.auth).send(withoutDates).expect(200);
    expect(response.body.dateCreated).toBe('2025-06-01');
    expect(response.body.dateModified).not.toBe('2025-06-02');
  });

  it('refuses an id in the body that differs from the path', async () => {
    const created = (await create(contentInput())).body;
    const response = await request(server()).put(`/api/cms/content/${created.id}`).set(suite.auth).send({ ...created, id: UNKNOWN_ID }).expect(400);
    expect(response.body.error).toBe('The id in the body does not match the id in the URL');
  });

  it('refuses unknown fields', async () => {
    const created = (await create(contentInput())).body;
    const response = await request(server()).put(`/api/cms/content/${created.id}`).set(suite.auth).send({ ...created, owner: 'x' }).expect(400);
    expect(response.body.details).toEqual(['Unknown field "owner" is not allowed']);
  });

  it('refuses a slug taken by another item with 409, but keeps its own', async () => {
    await create(contentInput({ title: 'Taken' })).expect(201);
    // Sent without a version, as by a client from before versions: each save replaces what is stored.
    const { version: _version, ...mine } = (await create(contentInput({ title: 'Mine' }))).body;
    await request(server()).put(`/api/cms/content/${mine.id}`).set(suite.auth).send({ ...mine, description: 'changed' }).expect(200);
    const response = await request(server()).put(`/api/cms/content/${mine.id}`).set(suite.auth).send({ ...mine, slug: 'TAKEN' }).expect(409);
    expect(response.body.error).toBe('A content item with the slug "taken" already exists. Change the title or slug.');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const notFound = await request(server()).put(`/api/cms/content/${UNKNOWN_ID}`).set(suite.auth).send(contentInput()).expect(404);
    expect(notFound.body).toEqual({ statusCode: 404, error: 'Content not found' });
    const malformed = await request(server()).put('/api/cms/content/not-a-uuid').set(suite.auth).send(contentInput()).expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, error: 'The content id must be a valid UUID' });
  });

  it('validates the body like a create', async () => {
    const created = (await create(contentInput())).body;
    const response = await request(server()).put(`/api/cms/content/${created.id}`).set(suite.auth).send({ ...created, status: 'gone' }).expect(400);
    expect(response.body.details).toEqual(['status must be "draft" or "published"']);
  });
});

describe('DELETE /api/cms/content/:id', () => {
  it('deletes the item with 204', async () => {
    const created = (await create(contentInput())).body;
    const response = await request(server()).delete(`/api/cms/content/${created.id}`).set(suite.auth).expect(204);
    expect(response.text).toBe('');
    await request(server()).delete(`/api/cms/content/${created.id}`).set(suite.auth).expect(404);
    expect((await request(server()).get('/api/cms/content').set(suite.auth)).body).toEqual([]);
  });

  it('answers 400 for a malformed id', async () => {
    await request(server()).delete('/api/cms/content/123').set(suite.auth).expect(400);
  });
});

describe('every staff route needs a token', () => {
  it.each([
    ['get', '/api/cms/content'],
    ['post', '/api/cms/content'],
    ['put', `/api/cms/content/${UNKNOWN_ID}`],
    ['delete', `/api/cms/content/${UNKNOWN_ID}`],
    ['put', '/api/cms/content/not-a-uuid'],
  ] as const)('%s %s -> 401', async (method, path) => {
    const response = await request(server())[method](path).send(contentInput()).expect(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Authentication required' });
  });
});
