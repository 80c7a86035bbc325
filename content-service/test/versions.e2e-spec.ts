import { useContentApp } from './support/content-app-suite';
import { contentInput } from './support/content-input';
import { generateSigningKey, staffTokenAs, type TestStaff } from '@site/nest-server-kit/testing';

const key = generateSigningKey('versions-key');
const SAM = { role: 'editor', userId: '77777777-7777-4777-8777-777777777777', username: 'sam', displayName: 'Sam Editor' } as const;
const KIM = { role: 'editor', userId: '88888888-8888-4888-8888-888888888888', username: 'kim', displayName: 'Kim Editor' } as const;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const suite = useContentApp(key);

const { api } = suite;
const as = (staff: TestStaff) => ({ Authorization: `Bearer ${staffTokenAs(key, staff)}` });

interface Item {
  id: string;
  title: string;
  version: number;
  updatedAt: string;
  updatedBy: { id: string; displayName: string } | null;
  [field: string]: unknown;
}

async function created(overrides: Record<string, unknown> = {}): Promise<Item> {
  return (await api().post('/api/cms/content').set(as(SAM)).send(contentInput(overrides)).expect(201)).body as Item;
}

const save = (staff: TestStaff, item: Item, changes: Record<string, unknown>) =>
  api().put(`/api/cms/content/${item.id}`).set(as(staff)).send({ ...item, ...changes });

describe('versions', () => {
  it('starts at 1 and goes up by one on every save', async () => {
    const item = await created();
    expect(item.version).toBe(1);
    const second = (await save(SAM, item, { title: 'Second' }).expect(200)).body as Item;
    expect(second.version).toBe(2);
    const third = (await save(SAM, second, { title: 'Third' }).expect(200)).body as Item;
    expect(third.version).toBe(3);
    const listed = (await api().get('/api/cms/content').set(as(SAM)).expect(200)).body as Item[];
    expect(listed.map((entry) => entry.version)).toEqual([3]);
  });

  it('refuses a save based on an older version with 409, the stored item and who saved it', async () => {
    const opened = await created({ title: 'Shared post' });
    const kimsSave = (await save(KIM, opened, { description: "Kim's words" }).expect(200)).body as Item;

    const refused = await save(SAM, opened, { description: "Sam's words" }).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      error: 'Someone else saved this item since you opened it',
      message: 'Someone else saved this item since you opened it',
      current: kimsSave,
    });
    expect(refused.body.current).toMatchObject({ version: 2, description: "Kim's words", updatedBy: { id: KIM.userId, displayName: 'Kim Editor' } });
    // Sam's save changed nothing.
    const stored = (await api().get(`/api/cms/content/${opened.id}`).set(as(SAM)).expect(200)).body as Item;
    // The one read that also carries the reviewers' approval (issue 35): none on a version nobody reviewed.
    expect(stored).toEqual({ ...kimsSave, approval: { status: 'none', version: null, by: null, at: null } });

    // Keeping Sam's text: saved again on the current version.
    const kept = (await save(SAM, opened, { description: "Sam's words", version: refused.body.current.version }).expect(200)).body as Item;
    expect(kept).toMatchObject({ version: 3, description: "Sam's words", updatedBy: { id: SAM.userId } });
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const opened = await created({ title: 'Raced post' });
    const answers = await Promise.all([
      save(SAM, opened, { description: 'from Sam' }),
      save(KIM, opened, { description: 'from Kim' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body as Item;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.current).toEqual(winner);
    expect(((await api().get(`/api/cms/content/${opened.id}`).set(as(SAM)).expect(200)).body as Item).description).toBe(winner.description);
  });

  it('saves without a version as before (the last save wins)', async () => {
    const { version: _version, ...opened } = await created();
    await api().put(`/api/cms/content/${opened.id}`).set(as(SAM)).send({ ...opened, title: 'One' }).expect(200);
    const second = await api().put(`/api/cms/content/${opened.id}`).set(as(KIM)).send({ ...opened, title: 'Two' }).expect(200);
    expect(second.body).toMatchObject({ title: 'Two', version: 3 });
  });

  it.each([0, -1, 1.5, '2'])('refuses a version of %j', async (version) => {
    const item = await created();
    const response = await save(SAM, item, { version }).expect(400);
    expect(response.body.error).toBe('version must be a whole number, 1 or more');
  });
});

describe('GET /api/cms/content/:id', () => {
  it('answers the full item as the list has it', async () => {
    const item = await created();
    const response = await api().get(`/api/cms/content/${item.id}`).set(as(KIM)).expect(200);
    expect(response.body).toEqual({ ...item, approval: { status: 'none', version: null, by: null, at: null } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown item or one in the trash, 400 for a malformed id, 401 without a token', async () => {
    await api().get(`/api/cms/content/${UNKNOWN_ID}`).set(as(SAM)).expect(404);
    const item = await created();
    await api().delete(`/api/cms/content/${item.id}`).set(as(SAM)).expect(204);
    expect((await api().get(`/api/cms/content/${item.id}`).set(as(SAM)).expect(404)).body.error).toBe('Content not found');
    await api().get('/api/cms/content/not-a-uuid').set(as(SAM)).expect(400);
    await api().get(`/api/cms/content/${UNKNOWN_ID}`).expect(401);
  });
});
