import { NestExpressApplication } from '@nestjs/platform-express';
import { Client, type Notification } from 'pg';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, testEnvironment } from './support/boot-app';
import { claimsOf, staffApi } from './support/staff';

/**
 * Issue 33: an administrator ends a user's sessions; every revocation is announced on `session_revoked`, which
 * another service's own database role can LISTEN to; invitations of an administrator who loses the role end.
 */
let database: TestDatabase;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;
let listener: Client;
const announced: string[] = [];

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
  staff = staffApi(app);
  // content-service's role: it cannot read the auth schema, and needs not.
  listener = new Client({ connectionString: database.contentUrl });
  await listener.connect();
  listener.on('notification', (notice: Notification) => announced.push(`${notice.channel} ${notice.payload ?? ''}`));
  await listener.query('LISTEN session_revoked');
});

afterAll(async () => {
  await listener?.end();
  await app?.close();
  await database?.stop();
});

/** Resolves once the notification has arrived (it comes with the revoking transaction's commit); fails after 2 s. */
function announcedSoon(entry: string): Promise<void> {
  if (announced.includes(entry)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onNotice = (notice: Notification): void => {
      if (`${notice.channel} ${notice.payload ?? ''}` !== entry) return;
      clearTimeout(timer);
      listener.off('notification', onNotice);
      resolve();
    };
    const timer = setTimeout(() => {
      listener.off('notification', onNotice);
      reject(new Error(`not announced within 2 s: ${entry}; got ${announced.join(', ')}`));
    }, 2_000);
    listener.on('notification', onNotice);
  });
}

describe('POST /api/auth/users/{id}/sessions/revoke', () => {
  it('ends every session of the user at once and announces each', async () => {
    const author = await staff.newStaff('author');
    const phone = await staff.login(author.username, author.password);
    await staff.api().post(`/api/auth/users/${author.id}/sessions/revoke`).set(staff.bearer(await staff.adminToken())).expect(204);

    await staff.api().get('/api/auth/me').set(staff.bearer(author.token)).expect(401);
    await staff.api().get('/api/auth/me').set(staff.bearer(phone)).expect(401);
    await announcedSoon(`session_revoked ${claimsOf(author.token).sid}`);
    await announcedSoon(`session_revoked ${claimsOf(phone).sid}`);
    // Signing in again works: the sessions ended, not the account.
    await staff.login(author.username, author.password);
  });

  it('is for administrators only, and 404 for nobody', async () => {
    const [editor, other] = [await staff.newStaff('editor'), await staff.newStaff('author')];
    await staff.api().post(`/api/auth/users/${other.id}/sessions/revoke`).set(staff.bearer(editor.token)).expect(403);
    await staff.api().get('/api/auth/me').set(staff.bearer(other.token)).expect(200);
    await staff.api().post('/api/auth/users/5b1c8a4e-3f2d-4c6b-9a7e-1d2c3b4a5f60/sessions/revoke').set(staff.bearer(await staff.adminToken())).expect(404);
  });

  it('announces a plain logout too', async () => {
    const author = await staff.newStaff('author');
    await staff.api().post('/api/auth/logout').set(staff.bearer(author.token)).expect(204);
    await announcedSoon(`session_revoked ${claimsOf(author.token).sid}`);
  });
});

describe('invitations of an administrator who is no longer one', () => {
  it.each([
    ['demoted', { role: 'editor' }],
    ['suspended', { status: 'suspended' }],
  ])('stop working when the administrator is %s', async (_case, change) => {
    const inviter = await staff.newStaff('administrator');
    const invitation = await staff.invite(inviter.token, { email: `via-${inviter.username}@example.com`, role: 'administrator' });
    await staff.api().post('/api/auth/invitations/preview').send({ token: invitation.token }).expect(200);

    await staff.api().patch(`/api/auth/users/${inviter.id}`).set(staff.bearer(await staff.adminToken())).send(change).expect(200);
    await staff.api().post('/api/auth/invitations/preview').send({ token: invitation.token }).expect(410);
  });

  it('stop working when the administrator is removed', async () => {
    const inviter = await staff.newStaff('administrator');
    const invitation = await staff.invite(inviter.token, { email: `via-${inviter.username}@example.com`, role: 'editor' });
    await staff.api().delete(`/api/auth/users/${inviter.id}`).set(staff.bearer(await staff.adminToken())).expect(204);
    await staff.api().post('/api/auth/invitations/accept').send({ token: invitation.token, username: `late-${inviter.username}`, password: 'violet tugboat harmonica' }).expect(410);
  });
});
