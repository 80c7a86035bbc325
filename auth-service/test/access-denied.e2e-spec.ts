import { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, testEnvironment } from './support/boot-app';
import { staffApi } from './support/staff';

/** Issue 33: every refusal of a known user (a 403, or a valid token of the wrong scope) is an `access.denied` activity event. */
let database: TestDatabase;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

interface Activity {
  event: string;
  userId: string | null;
  username: string | null;
  title?: string;
  reason?: string;
  clientAddress: string;
}

const deniedOf = async (userId: string): Promise<Activity[]> => {
  const events = (await staff.api().get('/api/auth/activity').query({ limit: 50 }).set(staff.bearer(await staff.adminToken())).expect(200)).body as Activity[];
  return events.filter((entry) => entry.event === 'access.denied' && entry.userId === userId);
};

describe('refusals on the record', () => {
  it('records a 403 with the user, the route and the role it needs', async () => {
    const contributor = await staff.newStaff('contributor');
    await staff.api().get('/api/auth/users').set(staff.bearer(contributor.token)).expect(403);

    expect(await deniedOf(contributor.id)).toEqual([
      expect.objectContaining({ username: contributor.username, title: 'GET /api/auth/users', reason: expect.stringContaining('needs administrator') }),
    ]);
  });

  it('records a valid token of the wrong scope (401)', async () => {
    const editor = await staff.newStaff('editor');
    await app.get(DataSource).query(`UPDATE auth.security_settings SET mfa_required_for = 'everyone'`);
    try {
      const limited = await staff.login(editor.username, editor.password);
      await staff.api().get('/api/auth/me/sessions').set(staff.bearer(limited)).expect(401);
    } finally {
      await app.get(DataSource).query(`UPDATE auth.security_settings SET mfa_required_for = 'nobody'`);
    }
    expect(await deniedOf(editor.id)).toEqual([expect.objectContaining({ title: 'GET /api/auth/me/sessions', reason: 'token limited to mfa-setup' })]);
  });

  it('takes the other services\' reports only with the refused user\'s own token', async () => {
    const author = await staff.newStaff('author');
    const report = { route: 'GET /api/cms/enquiries', requiredRole: 'editor', reason: 'Only editors and administrators may do this.', clientAddress: '203.0.113.5' };
    await staff.api().post('/api/auth/activity/access-denied').send(report).expect(401);
    await staff.api().post('/api/auth/activity/access-denied').set(staff.bearer(author.token)).send(report).expect(204);

    expect(await deniedOf(author.id)).toEqual([
      expect.objectContaining({ username: author.username, title: 'GET /api/cms/enquiries', reason: expect.stringContaining('needs editor'), clientAddress: '203.0.113.5' }),
    ]);
  });
});
