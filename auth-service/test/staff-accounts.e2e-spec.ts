import { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AuditRetention } from '@site/nest-server-kit';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { claimsOf, staffApi } from './support/staff';

const SITE_URL = 'https://www.example.com.au';
const SESSION_ENDED = { statusCode: 401, error: 'Your session has ended. Please log in again.' };
const LAST_ADMIN = { statusCode: 409, error: 'There must always be at least one active administrator.' };

let database: TestDatabase;
let app: NestExpressApplication;
let staff: ReturnType<typeof staffApi>;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl, { SITE_URL }));
  staff = staffApi(app);
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

const revokedList = async (): Promise<string[]> =>
  ((await staff.api().get('/api/auth/sessions/revoked').expect(200)).body as { revoked: string[] }).revoked;

describe('invitations', () => {
  it('give a one-time link to the site that makes an account with the role and signs its owner in', async () => {
    const admin = await staff.adminToken();
    const created = await staff.api().post('/api/auth/invitations').set(staff.bearer(admin))
      .send({ email: 'Anna.Lee@example.com', role: 'author', displayName: 'Anna Lee' }).expect(201);
    const { id, url, expiresAt } = created.body as { id: string; url: string; expiresAt: string };
    expect(url).toMatch(/^https:\/\/www\.example\.com\.au\/invitation#[A-Za-z0-9_-]{43}$/);
    const sevenDays = Date.parse(expiresAt) - Date.now();
    expect(sevenDays).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(sevenDays).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const token = new URL(url).hash.slice(1);

    const pending = (await staff.api().get('/api/auth/invitations').set(staff.bearer(admin)).expect(200)).body as Array<Record<string, unknown>>;
    expect(pending).toContainEqual({
      id, email: 'Anna.Lee@example.com', role: 'author', displayName: 'Anna Lee', expiresAt,
      invitedBy: { id: claimsOf(admin).sub, displayName: TEST_ADMIN.username },
    });
    expect((await staff.api().post('/api/auth/invitations/preview').send({ token }).expect(200)).body).toEqual({
      email: 'Anna.Lee@example.com', role: 'author', displayName: 'Anna Lee', expiresAt,
    });
    // Issue 33: no token in a URL.
    const inQuery = await staff.api().get('/api/auth/invitations/preview').query({ token });
    expect([404, 405]).toContain(inQuery.status);

    const accepted = await staff.api().post('/api/auth/invitations/accept').send({ token, username: 'anna', password: 'violet tugboat harmonica' }).expect(201);
    const claims = claimsOf((accepted.body as { token: string }).token);
    expect(claims).toMatchObject({ role: 'author', name: 'Anna Lee', preferred_username: 'anna' });
    const me = await staff.api().get('/api/auth/me').set(staff.bearer((accepted.body as { token: string }).token)).expect(200);
    expect(me.body).toMatchObject({ id: claims.sub, username: 'anna', email: 'Anna.Lee@example.com', displayName: 'Anna Lee', role: 'author', status: 'active', mfaEnabled: false });

    await staff.api().post('/api/auth/invitations/accept').send({ token, username: 'anna2', password: 'violet tugboat harmonica' }).expect(410);
    await staff.api().post('/api/auth/invitations/preview').send({ token }).expect(410);
    await staff.login('anna', 'violet tugboat harmonica');
    const stillPending = (await staff.api().get('/api/auth/invitations').set(staff.bearer(admin)).expect(200)).body as Array<{ id: string }>;
    expect(stillPending.map((invitation) => invitation.id)).not.toContain(id);
  });

  it('answer 410 once expired', async () => {
    const invitation = await staff.invite(await staff.adminToken(), { email: 'late@example.com', role: 'contributor' });
    await app.get(DataSource).query(`UPDATE auth.invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [invitation.id]);

    const response = await staff.api().post('/api/auth/invitations/accept').send({ token: invitation.token, username: 'late', password: 'violet tugboat harmonica' }).expect(410);
    expect(response.body).toEqual({ statusCode: 410, error: 'This invitation has expired or was already used. Ask an administrator for a new one.' });
    await staff.api().post('/api/auth/invitations/preview').send({ token: invitation.token }).expect(410);
  });

  it('answer 410 once revoked, and 404 for a token that names none', async () => {
    const admin = await staff.adminToken();
    const invitation = await staff.invite(admin, { email: 'revoked@example.com', role: 'editor' });
    await staff.api().delete(`/api/auth/invitations/${invitation.id}`).set(staff.bearer(admin)).expect(204);
    await staff.api().delete(`/api/auth/invitations/${invitation.id}`).set(staff.bearer(admin)).expect(404);

    await staff.api().post('/api/auth/invitations/accept').send({ token: invitation.token, username: 'revoked', password: 'violet tugboat harmonica' }).expect(410);
    await staff.api().post('/api/auth/invitations/accept').send({ token: 'x'.repeat(43), username: 'nobody', password: 'violet tugboat harmonica' }).expect(404);
  });

  it.each([
    ['a short password', { password: 'short pass' }, 400, 'Password must be at least 12 characters'],
    ['a common password', { password: 'password1234' }, 400, 'This password is too easy to guess: '],
    ['a password made of the username', { username: 'harmonica', password: 'harmonicaharmonica' }, 400, 'This password is too easy to guess: '],
    ['a username with spaces', { username: 'anna lee' }, 400, 'Username may contain only letters, digits, dots, hyphens and underscores'],
    ['a username taken in another case', { username: TEST_ADMIN.username.toUpperCase() }, 409, 'This username is taken. Choose another.'],
  ])('refuse %s, naming the rule, and leave the invitation open', async (_case, change, status, message) => {
    const invitation = await staff.invite(await staff.adminToken(), { email: `rules-${status}-${Date.now()}@example.com`, role: 'contributor' });
    const response = await staff.api().post('/api/auth/invitations/accept')
      .send({ token: invitation.token, username: `rules${Date.now()}`, password: 'violet tugboat harmonica', ...change }).expect(status);

    expect((response.body as { error: string }).error).toContain(message);
    await staff.api().post('/api/auth/invitations/preview').send({ token: invitation.token }).expect(200);
  });

  it('give a username to one of two people choosing it at the same moment, and 409 to the other', async () => {
    const admin = await staff.adminToken();
    const [one, two] = [await staff.invite(admin, { email: 'race-1@example.com', role: 'author' }), await staff.invite(admin, { email: 'race-2@example.com', role: 'author' })];
    const statuses = await Promise.all(
      [one, two].map(async (invitation) =>
        (await staff.api().post('/api/auth/invitations/accept').send({ token: invitation.token, username: 'racer', password: 'violet tugboat harmonica' })).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('are refused for an address a user already has', async () => {
    const editor = await staff.newStaff('editor');
    const response = await staff.api().post('/api/auth/invitations').set(staff.bearer(await staff.adminToken()))
      .send({ email: editor.email.toUpperCase(), role: 'author' }).expect(409);
    expect(response.body).toEqual({ statusCode: 409, error: 'A user with this e-mail address already exists' });
  });

  it.each(['contributor', 'author', 'editor'] as const)('are for administrators only: a %s gets 403', async (role) => {
    const member = await staff.newStaff(role);
    const response = await staff.api().post('/api/auth/invitations').set(staff.bearer(member.token)).send({ email: 'x@example.com', role: 'author' }).expect(403);
    expect(response.body).toEqual({ statusCode: 403, error: `Your role (${role}) cannot do this: administrators only` });
    await staff.api().get('/api/auth/invitations').set(staff.bearer(member.token)).expect(403);
  });

  it('need a token', async () => {
    await staff.api().post('/api/auth/invitations').send({ email: 'x@example.com', role: 'author' }).expect(401);
  });
});

describe('the user list and administrators\' changes', () => {
  it('lists users with role, status, two-step state and last login, for administrators only', async () => {
    const author = await staff.newStaff('author');
    const users = (await staff.api().get('/api/auth/users').set(staff.bearer(await staff.adminToken())).expect(200)).body as Array<Record<string, unknown>>;

    const listed = users.find((user) => user.id === author.id);
    expect(listed).toEqual({
      id: author.id, username: author.username, email: author.email, displayName: author.username,
      role: 'author', status: 'active', mfaEnabled: false, lastLoginAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(users.find((user) => user.username === TEST_ADMIN.username)).toMatchObject({ role: 'administrator', status: 'active' });
    const response = await staff.api().get('/api/auth/users').set(staff.bearer(author.token)).expect(403);
    expect(response.body).toEqual({ statusCode: 403, error: 'Your role (author) cannot do this: administrators only' });
  });

  it('changes a role: the user\'s sessions end and the next login carries the new role', async () => {
    const author = await staff.newStaff('author');
    const changed = await staff.api().patch(`/api/auth/users/${author.id}`).set(staff.bearer(await staff.adminToken())).send({ role: 'editor' }).expect(200);

    expect(changed.body).toMatchObject({ id: author.id, role: 'editor', status: 'active' });
    expect(await revokedList()).toContain(claimsOf(author.token).sid);
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(author.token)).expect(401)).body).toEqual(SESSION_ENDED);
    expect(claimsOf(await staff.login(author.username, author.password)).role).toBe('editor');
  });

  it('suspends and reactivates: a suspended user\'s sessions end and they cannot log in', async () => {
    const admin = await staff.adminToken();
    const editor = await staff.newStaff('editor');
    await staff.api().patch(`/api/auth/users/${editor.id}`).set(staff.bearer(admin)).send({ status: 'suspended' }).expect(200);

    expect(await revokedList()).toContain(claimsOf(editor.token).sid);
    await staff.api().post('/api/auth/renew').set(staff.bearer(editor.token)).expect(401);
    const refused = await staff.api().post('/api/auth/login').send({ username: editor.username, password: editor.password }).expect(403);
    expect(refused.body).toEqual({ statusCode: 403, error: 'Your account is suspended. Ask an administrator.' });

    await staff.api().patch(`/api/auth/users/${editor.id}`).set(staff.bearer(admin)).send({ status: 'active' }).expect(200);
    await staff.login(editor.username, editor.password);
  });

  it('never demotes, suspends or removes the last active administrator', async () => {
    const admin = await staff.adminToken();
    const adminId = claimsOf(admin).sub;
    const others = (await staff.api().get('/api/auth/users').set(staff.bearer(admin)).expect(200)).body as Array<{ id: string; role: string }>;
    for (const other of others.filter((user) => user.role === 'administrator' && user.id !== adminId)) {
      await staff.api().patch(`/api/auth/users/${other.id}`).set(staff.bearer(admin)).send({ role: 'editor' }).expect(200);
    }

    expect((await staff.api().patch(`/api/auth/users/${adminId}`).set(staff.bearer(admin)).send({ role: 'editor' }).expect(409)).body).toEqual(LAST_ADMIN);
    expect((await staff.api().patch(`/api/auth/users/${adminId}`).set(staff.bearer(admin)).send({ status: 'suspended' }).expect(409)).body).toEqual(LAST_ADMIN);
    const second = await staff.newStaff('administrator');
    expect((await staff.api().delete(`/api/auth/users/${second.id}`).set(staff.bearer(admin)).expect(204)));
    await staff.api().get('/api/auth/users').set(staff.bearer(admin)).expect(200);
  });

  it('lets one of two administrators step down, after which the other is the last', async () => {
    const admin = await staff.adminToken();
    const second = await staff.newStaff('administrator');
    await staff.api().patch(`/api/auth/users/${second.id}`).set(staff.bearer(second.token)).send({ role: 'editor' }).expect(200);
    expect((await staff.api().patch(`/api/auth/users/${claimsOf(admin).sub}`).set(staff.bearer(admin)).send({ role: 'author' }).expect(409)).body).toEqual(LAST_ADMIN);
  });

  it('removes a user: gone from the list, cannot log in, their ended sessions stay listed as revoked', async () => {
    const admin = await staff.adminToken();
    const contributor = await staff.newStaff('contributor');
    await staff.api().delete(`/api/auth/users/${contributor.id}`).set(staff.bearer(admin)).expect(204);

    const users = (await staff.api().get('/api/auth/users').set(staff.bearer(admin)).expect(200)).body as Array<{ id: string }>;
    expect(users.map((user) => user.id)).not.toContain(contributor.id);
    expect(await revokedList()).toContain(claimsOf(contributor.token).sid);
    await staff.api().post('/api/auth/login').send({ username: contributor.username, password: contributor.password }).expect(401);
    await staff.api().patch(`/api/auth/users/${contributor.id}`).set(staff.bearer(admin)).send({ role: 'author' }).expect(404);
    // The address is free again for a new invitation.
    await staff.invite(admin, { email: contributor.email, role: 'contributor' });
  });

  it('refuses to let administrators remove themselves', async () => {
    const admin = await staff.adminToken();
    const response = await staff.api().delete(`/api/auth/users/${claimsOf(admin).sub}`).set(staff.bearer(admin)).expect(409);
    expect(response.body).toEqual({ statusCode: 409, error: 'You cannot remove yourself. Ask another administrator.' });
  });

  it.each([
    ['an unknown role', { role: 'owner' }, 400],
    ['the removed status', { status: 'removed' }, 400],
    ['an unknown field', { username: 'x' }, 400],
  ])('refuses %s', async (_case, body, status) => {
    const author = await staff.newStaff('author');
    await staff.api().patch(`/api/auth/users/${author.id}`).set(staff.bearer(await staff.adminToken())).send(body).expect(status);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await staff.adminToken();
    await staff.api().patch('/api/auth/users/00000000-0000-4000-8000-000000000000').set(staff.bearer(admin)).send({ role: 'author' }).expect(404);
    await staff.api().delete('/api/auth/users/not-a-uuid').set(staff.bearer(admin)).expect(404);
  });

  it.each(['contributor', 'author', 'editor'] as const)('refuses a %s every change', async (role) => {
    const member = await staff.newStaff(role);
    const target = claimsOf(await staff.adminToken()).sub;
    await staff.api().patch(`/api/auth/users/${member.id}`).set(staff.bearer(member.token)).send({ role: 'administrator' }).expect(403);
    await staff.api().delete(`/api/auth/users/${target}`).set(staff.bearer(member.token)).expect(403);
    await staff.api().post(`/api/auth/users/${target}/mfa/reset`).set(staff.bearer(member.token)).expect(403);
  });
});

describe('one\'s own profile and sessions', () => {
  it('shows and changes the display name without a password', async () => {
    const author = await staff.newStaff('author');
    const changed = await staff.api().patch('/api/auth/me').set(staff.bearer(author.token)).send({ displayName: '  Sam Writer ' }).expect(200);

    expect(changed.body).toEqual({
      id: author.id, username: author.username, email: author.email, displayName: 'Sam Writer', role: 'author', status: 'active',
      mfaEnabled: false, mfaRequired: false, recoveryCodesRemaining: 0, singleSignOn: false, lastLoginAt: expect.any(String),
    });
    expect(claimsOf(await staff.login(author.username, author.password)).name).toBe('Sam Writer');
  });

  it('answers a new e-mail address the same whether another user has it or not', async () => {
    const [one, two] = [await staff.newStaff('author'), await staff.newStaff('author')];
    const taken = await staff.api().patch('/api/auth/me').set(staff.bearer(one.token)).send({ email: two.email.toUpperCase(), currentPassword: one.password }).expect(202);
    const free = await staff.api().patch('/api/auth/me').set(staff.bearer(one.token)).send({ email: 'nobody-has-this@example.com', currentPassword: one.password }).expect(202);
    expect(Object.keys(taken.body as object).sort()).toEqual(Object.keys(free.body as object).sort());
    expect((await staff.api().get('/api/auth/me').set(staff.bearer(one.token)).expect(200)).body).toMatchObject({ email: one.email });
    await staff.api().patch('/api/auth/me').set(staff.bearer(one.token)).send({ email: 'not an address', currentPassword: one.password }).expect(400);
    await staff.api().patch('/api/auth/me').set(staff.bearer(one.token)).send({ role: 'administrator' }).expect(400);
  });

  it('lists live sessions with where they came from, and ends one', async () => {
    const editor = await staff.newStaff('editor');
    const phone = (await staff.api().post('/api/auth/login').set('User-Agent', 'Phone browser/1.0').set('X-Forwarded-For', '203.0.113.44')
      .send({ username: editor.username, password: editor.password }).expect(200)).body.token as string;

    const sessions = (await staff.api().get('/api/auth/me/sessions').set(staff.bearer(editor.token)).expect(200)).body as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.id === claimsOf(editor.token).sid)).toMatchObject({ current: true });
    expect(sessions.find((session) => session.id === claimsOf(phone).sid)).toEqual({
      id: claimsOf(phone).sid, createdAt: expect.any(String), lastActiveAt: expect.any(String), expiresAt: expect.any(String),
      current: false, clientAddress: '203.0.113.44', userAgent: 'Phone browser/1.0',
    });

    await staff.api().delete(`/api/auth/me/sessions/${claimsOf(phone).sid}`).set(staff.bearer(editor.token)).expect(400);
    await staff.api().delete(`/api/auth/me/sessions/${claimsOf(phone).sid}`).set(staff.bearer(editor.token)).send({ currentPassword: 'not my password' }).expect(400);
    await staff.api().get('/api/auth/me').set(staff.bearer(phone)).expect(200);
    await staff.api().delete(`/api/auth/me/sessions/${claimsOf(phone).sid}`).set(staff.bearer(editor.token)).send({ currentPassword: editor.password }).expect(204);
    expect(await revokedList()).toContain(claimsOf(phone).sid);
    await staff.api().get('/api/auth/me').set(staff.bearer(phone)).expect(401);
    await staff.api().get('/api/auth/me').set(staff.bearer(editor.token)).expect(200);
  });

  it('cannot end someone else\'s session', async () => {
    const [one, two] = [await staff.newStaff('author'), await staff.newStaff('author')];
    await staff.api().delete(`/api/auth/me/sessions/${claimsOf(two.token).sid}`).set(staff.bearer(one.token)).send({ currentPassword: one.password }).expect(404);
    await staff.api().get('/api/auth/me').set(staff.bearer(two.token)).expect(200);
  });

  it('logs out everywhere, this session included', async () => {
    const author = await staff.newStaff('author');
    const other = await staff.login(author.username, author.password);
    await staff.api().post('/api/auth/logout-everywhere').set(staff.bearer(author.token)).expect(400);
    await staff.api().get('/api/auth/me').set(staff.bearer(other)).expect(200);
    await staff.api().post('/api/auth/logout-everywhere').set(staff.bearer(author.token)).send({ currentPassword: author.password }).expect(204);

    expect(await revokedList()).toEqual(expect.arrayContaining([claimsOf(author.token).sid, claimsOf(other).sid]));
    await staff.api().get('/api/auth/me').set(staff.bearer(author.token)).expect(401);
    await staff.api().get('/api/auth/me').set(staff.bearer(other)).expect(401);
  });

  it('needs a token', async () => {
    await staff.api().get('/api/auth/me').expect(401);
    await staff.api().get('/api/auth/me/sessions').set(staff.bearer('not-a-token')).expect(401);
  });
});

describe('security settings', () => {
  it('are read and changed by administrators only', async () => {
    const admin = await staff.adminToken();
    expect((await staff.api().get('/api/auth/settings/security').set(staff.bearer(admin)).expect(200)).body).toEqual({ mfaRequiredFor: 'nobody' });
    const editor = await staff.newStaff('editor');
    await staff.api().get('/api/auth/settings/security').set(staff.bearer(editor.token)).expect(403);
    await staff.api().put('/api/auth/settings/security').set(staff.bearer(editor.token)).send({ mfaRequiredFor: 'everyone' }).expect(403);
    await staff.api().put('/api/auth/settings/security').set(staff.bearer(admin)).send({ mfaRequiredFor: 'sometimes' }).expect(400);
    expect((await staff.api().get('/api/auth/settings/security').set(staff.bearer(admin)).expect(200)).body).toEqual({ mfaRequiredFor: 'nobody' });
  });
});

describe('a password changed in the app', () => {
  it('survives a restart of the service', async () => {
    const author = await staff.newStaff('author');
    await staff.api().post('/api/auth/password').set(staff.bearer(author.token))
      .send({ currentPassword: author.password, newPassword: 'marmalade lighthouse velvet' }).expect(204);

    const restarted = await bootApp(testEnvironment(database.authUrl, { SITE_URL }));
    try {
      const again = staffApi(restarted);
      await again.api().post('/api/auth/login').send({ username: author.username, password: author.password }).expect(401);
      await again.login(author.username, 'marmalade lighthouse velvet');
      await again.api().get('/api/auth/me').set(again.bearer(author.token)).expect(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('activity', () => {
  it('shows administrators who did what, when and from where, newest first, in pages', async () => {
    const admin = await staff.adminToken();
    const author = await staff.newStaff('author');
    await staff.api().patch(`/api/auth/users/${author.id}`).set(staff.bearer(admin)).set('X-Forwarded-For', '198.51.100.9').send({ role: 'editor' }).expect(200);

    const recent = (await staff.api().get('/api/auth/activity').query({ limit: 3 }).set(staff.bearer(admin)).expect(200)).body as Array<Record<string, unknown>>;
    expect(recent).toHaveLength(3);
    expect(recent[0]).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), event: 'user.role_changed', userId: claimsOf(admin).sub, username: TEST_ADMIN.username,
      itemId: author.id, title: author.username, reason: 'role author -> editor', clientAddress: '198.51.100.9',
    });
    expect(recent.map((entry) => entry.event)).toEqual(['user.role_changed', 'login.succeeded', 'invitation.accepted']);
    const older = (await staff.api().get('/api/auth/activity').query({ limit: 200, before: recent[2].time as string }).set(staff.bearer(admin)).expect(200)).body as Array<{ time: string }>;
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((entry) => entry.time < (recent[2].time as string))).toBe(true);
  });

  it.each([{ limit: 0 }, { limit: 201 }, { limit: 'ten' }, { before: 'yesterday' }])('refuses the query %j', async (query) => {
    await staff.api().get('/api/auth/activity').query(query).set(staff.bearer(await staff.adminToken())).expect(400);
  });

  it('is for administrators only', async () => {
    const editor = await staff.newStaff('editor');
    await staff.api().get('/api/auth/activity').set(staff.bearer(editor.token)).expect(403);
  });

  it('forgets events older than a year', async () => {
    const db = app.get(DataSource);
    await db.query(`INSERT INTO auth.audit_events (occurred_at, event, client_address) VALUES (now() - interval '366 days', 'logout', '192.0.2.1')`);
    await app.get(AuditRetention).run();
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM auth.audit_events WHERE occurred_at < now() - interval '365 days'`);
    expect(count).toBe(0);
  });
});
