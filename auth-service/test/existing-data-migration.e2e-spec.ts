import { JwtService } from '@nestjs/jwt';
import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { PasswordHasher } from '../src/users/password-hasher';
import { CreateAuthTables1763712000000 } from '../src/database/migrations/1763712000000-create-auth-tables';
import { CreateSessions1764000000000 } from '../src/database/migrations/1764000000000-create-sessions';
import { bootApp, testEnvironment } from './support/boot-app';
import { claimsOf } from './support/staff';

/** A database as the service before staff accounts left it: one staff user, one open and one ended session. */
async function databaseBeforeStaffAccounts(url: string): Promise<{ openSession: string; endedSession: string }> {
  const old = new DataSource({ type: 'postgres', url, schema: 'auth', migrations: [CreateAuthTables1763712000000, CreateSessions1764000000000] });
  await old.initialize();
  try {
    await old.runMigrations();
    const passwordHash = await new PasswordHasher().hash('the password of old');
    await old.query(`INSERT INTO auth.users (username, password_hash) VALUES ('staff', $1)`, [passwordHash]);
    const [open] = await old.query(`INSERT INTO auth.sessions (username, expires_at) VALUES ('staff', now() + interval '1 hour') RETURNING id`);
    const [ended] = await old.query(`INSERT INTO auth.sessions (username, expires_at, revoked_at) VALUES ('staff', now() + interval '1 hour', now()) RETURNING id`);
    return { openSession: open.id, endedSession: ended.id };
  } finally {
    await old.destroy();
  }
}

describe('upgrading a database from before staff accounts', () => {
  let database: TestDatabase;
  let app: NestExpressApplication;

  beforeAll(async () => {
    database = await startTestDatabase();
  });

  afterAll(async () => {
    await app?.close();
    await database?.stop();
  });

  it('makes the existing user an administrator, keeps its password and sessions, and ignores ADMIN_*', async () => {
    const { openSession, endedSession } = await databaseBeforeStaffAccounts(database.authUrl);
    app = await bootApp(testEnvironment(database.authUrl, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'a different password' }));
    const api = () => request(app.getHttpServer());

    const token = ((await api().post('/api/auth/login').send({ username: 'staff', password: 'the password of old' }).expect(200)).body as { token: string }).token;
    expect(claimsOf(token)).toMatchObject({ role: 'administrator', name: 'staff', preferred_username: 'staff' });
    await api().post('/api/auth/login').send({ username: 'admin', password: 'a different password' }).expect(401);
    expect((await api().get('/api/auth/sessions/revoked').expect(200)).body).toEqual({ revoked: [endedSession] });
    const users = (await api().get('/api/auth/users').set('Authorization', `Bearer ${token}`).expect(200)).body as Array<{ username: string }>;
    expect(users.map((user) => user.username)).toEqual(['staff']);
    const sessions = (await api().get('/api/auth/me/sessions').set('Authorization', `Bearer ${token}`).expect(200)).body as Array<{ id: string }>;
    expect(sessions.map((session) => session.id)).toContain(openSession);

    // A token issued before the upgrade (sub = the username, no role) renews into a current one.
    const oldToken = await app.get(JwtService).signAsync({ sub: 'staff', sid: openSession, exp: Math.floor(Date.now() / 1000) + 600 });
    const renewed = ((await api().post('/api/auth/renew').set('Authorization', `Bearer ${oldToken}`).expect(200)).body as { token: string }).token;
    expect(claimsOf(renewed)).toMatchObject({ sub: claimsOf(token).sub, sid: openSession, role: 'administrator', preferred_username: 'staff' });
  });
});
