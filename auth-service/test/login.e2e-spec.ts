import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { decodeHeader, verifyWithJwk } from './support/tokens';

const LOGIN = '/api/auth/login';
const JWKS = '/api/auth/.well-known/jwks.json';

let database: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe('POST /api/auth/login', () => {
  beforeEach(async () => {
    await app.get(DataSource).query('TRUNCATE auth.login_failures');
  });

  it('answers the right credentials with an RS256 token the JWKS key verifies', async () => {
    const response = await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200);

    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.body as { token: string };
    const jwks = (await request(app.getHttpServer()).get(JWKS).expect(200)).body as { keys: Array<{ kid: string }> };
    const header = decodeHeader(token);
    expect(header).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid });
    const claims = verifyWithJwk(token, jwks.keys[0], { issuer: 'it-services-auth', audience: 'it-services-cms' });
    const [admin] = await app.get(DataSource).query(`SELECT id FROM auth.users WHERE username = 'admin'`);
    // Issue 23: sub is the user's id; the role and names travel with it.
    expect(claims).toMatchObject({
      sub: admin.id,
      role: 'administrator',
      name: 'admin',
      preferred_username: 'admin',
      iss: 'it-services-auth',
      aud: 'it-services-cms',
    });
    expect(claims).not.toHaveProperty('scope');
    // Spec'd by issue 8: a token lives for the 30-minute idle timeout and is renewed while in use.
    expect(claims.exp - claims.iat).toBe(1_800);
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
  });

  it('accepts a username with surrounding spaces', async () => {
    await request(app.getHttpServer())
      .post(LOGIN)
      .send({ username: `  ${TEST_ADMIN.username} `, password: TEST_ADMIN.password })
      .expect(200);
  });

  it('refuses a wrong password with a message the login screen can show', async () => {
    const response = await request(app.getHttpServer())
      .post(LOGIN)
      .send({ username: TEST_ADMIN.username, password: 'not the password' })
      .expect(401);

    expect(response.body).toEqual({ statusCode: 401, error: 'Invalid username or password' });
  });

  it('refuses an unknown username with the same message', async () => {
    const response = await request(app.getHttpServer())
      .post(LOGIN)
      .send({ username: 'nobody', password: TEST_ADMIN.password })
      .expect(401);

    expect(response.body).toEqual({ statusCode: 401, error: 'Invalid username or password' });
  });

  it.each([
    ['no body at all', undefined, ['Username is required', 'Password is required']],
    ['an empty object', {}, ['Username is required', 'Password is required']],
    ['a missing username', { password: 'x' }, ['Username is required']],
    ['a missing password', { username: 'admin' }, ['Password is required']],
    ['blank strings', { username: '   ', password: ' \t ' }, ['Username is required', 'Password is required']],
    ['empty strings', { username: '', password: '' }, ['Username is required', 'Password is required']],
    ['nulls', { username: null, password: null }, ['Username is required', 'Password is required']],
    ['numbers', { username: 42, password: 42 }, ['Username must be text', 'Password must be text']],
    ['an overlong username', { username: 'a'.repeat(101), password: 'x' }, ['Username must be at most 100 characters']],
    ['an unknown field', { ...TEST_ADMIN, role: 'owner' }, ['Unknown field "role" is not allowed']],
    ['a JSON array', [TEST_ADMIN], ['The request body must be a JSON object']],
  ])('answers 400 with clear messages for %s', async (_case, body, messages) => {
    const call = request(app.getHttpServer()).post(LOGIN);
    const response = await (body === undefined ? call : call.send(body)).expect(400);

    expect(response.body).toEqual({ statusCode: 400, error: messages.join('; '), details: messages });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await request(app.getHttpServer())
      .post(LOGIN)
      .set('Content-Type', 'application/json')
      .send('{"username": "admin",')
      .expect(400);

    expect(response.body).toEqual({ statusCode: 400, error: 'The request body is not valid JSON' });
  });

  it('answers 413 for a body over 10 kB, before reading it', async () => {
    const response = await request(app.getHttpServer())
      .post(LOGIN)
      .send({ username: 'admin', password: 'x'.repeat(11 * 1024) })
      .expect(413);

    expect(response.body).toEqual({ statusCode: 413, error: 'The request body is too large' });
  });

  it('uses the shared error shape for unknown routes too', async () => {
    const response = await request(app.getHttpServer()).get('/api/auth/nothing-here').expect(404);

    expect(response.body).toEqual({ statusCode: 404, error: expect.any(String) });
  });

  it('sends security headers', async () => {
    const response = await request(app.getHttpServer()).post(LOGIN).send(TEST_ADMIN).expect(200);

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/auth/.well-known/jwks.json', () => {
  it('publishes one RSA signing key', async () => {
    const response = await request(app.getHttpServer()).get(JWKS).expect(200);

    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.body).toEqual({
      keys: [
        {
          kty: 'RSA',
          n: expect.stringMatching(/^[A-Za-z0-9_-]{342}$/),
          e: 'AQAB',
          kid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          alg: 'RS256',
          use: 'sig',
        },
      ],
    });
  });
});

describe('GET /health', () => {
  it('answers 200 outside the api prefix while the database answers', async () => {
    const response = await request(app.getHttpServer()).get('/health').expect(200);

    expect(response.body).toEqual({ status: 'ok' });
    await request(app.getHttpServer()).get('/api/health').expect(404);
  });

  it('answers 503 once the database is gone', async () => {
    const cutOff = await bootApp(testEnvironment(database.authUrl));
    try {
      await cutOff.get(DataSource).destroy();

      const response = await request(cutOff.getHttpServer()).get('/health').expect(503);

      expect(response.body).toEqual({ statusCode: 503, error: 'The database is not reachable' });
    } finally {
      await cutOff.close();
    }
  });
});
