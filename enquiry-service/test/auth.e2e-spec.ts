import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { SessionRevocations } from '@site/nest-server-kit';
import { startApp } from './support/test-app';
import { encodeJwt, generateSigningKey, hs256, type JwksServer, rs256, staffToken, startJwksServer, validClaims } from '@site/nest-server-kit/testing';

const authKey = generateSigningKey('auth-2025');
const attackerKey = generateSigningKey('attacker');
const impostorKey = generateSigningKey('auth-2025');

const INVALID_TOKEN = { statusCode: 401, error: 'Invalid or expired token' };

let db: TestDatabase;
let jwks: JwksServer;

beforeAll(async () => {
  db = await startTestDatabase();
  jwks = await startJwksServer([authKey]);
});

afterAll(async () => {
  await jwks?.close();
  await db?.stop();
});

const now = () => Math.floor(Date.now() / 1000);
const rsHeader = (extra: Record<string, unknown> = {}) => ({ alg: 'RS256', typ: 'JWT', kid: authKey.kid, ...extra });

describe('staff tokens, checked with the same rules as content-service', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: jwks.url, JWT_PUBLIC_KEY: undefined });
  });

  afterAll(() => app?.close());

  const get = (token: string) => request(app.getHttpServer()).get('/api/cms/enquiries').set({ Authorization: `Bearer ${token}` });

  it('accepts a token signed by the auth service', async () => {
    await get(staffToken(authKey)).expect(200);
  });

  it('does not read a token from the query string', async () => {
    await request(app.getHttpServer()).get(`/api/cms/enquiries?access_token=${staffToken(authKey)}`).expect(401);
  });

  it.each<[string, () => string]>([
    ['a malformed token', () => 'not-a-jwt'],
    ['an unsigned token (alg none)', () => encodeJwt({ alg: 'none', typ: 'JWT', kid: authKey.kid }, validClaims())],
    ['HS256 with the public key PEM as HMAC secret', () => encodeJwt({ alg: 'HS256', typ: 'JWT', kid: authKey.kid }, validClaims(), hs256(authKey.publicKeyPem))],
    ['an RS512 token', () => encodeJwt(rsHeader({ alg: 'RS512' }), validClaims(), rs256(authKey))],
    ['an expired token', () => staffToken(authKey, { iat: now() - 7200, exp: now() - 60 })],
    ['a token without exp', () => encodeJwt(rsHeader(), { ...validClaims(), exp: undefined }, rs256(authKey))],
    ['a token living longer than 8 hours', () => staffToken(authKey, { iat: now(), exp: now() + 9 * 3600 })],
    ['a token not valid yet (nbf)', () => staffToken(authKey, { nbf: now() + 600 })],
    ['a token without a subject', () => staffToken(authKey, { sub: undefined })],
    ['a token without a session id', () => staffToken(authKey, { sid: undefined })],
    ['another issuer', () => staffToken(authKey, { iss: 'someone-else' })],
    ['another audience', () => staffToken(authKey, { aud: 'another-app' })],
    ['a token without kid', () => encodeJwt({ alg: 'RS256', typ: 'JWT' }, validClaims(), rs256(authKey))],
    ['a key of its own with the right kid', () => staffToken(impostorKey)],
    ['a key of its own named in jku', () => encodeJwt(rsHeader({ kid: attackerKey.kid, jku: 'http://127.0.0.1:9/jwks' }), validClaims(), rs256(attackerKey))],
    ['an embedded jwk', () => encodeJwt(rsHeader({ jwk: attackerKey.publicJwk }), validClaims(), rs256(attackerKey))],
  ])('refuses %s', async (_name, token) => {
    const response = await get(token()).expect(401);
    expect(response.body).toEqual(INVALID_TOKEN);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});

describe('sessions ended at the auth service', () => {
  let app: NestExpressApplication;
  let revocable: JwksServer;

  beforeAll(async () => {
    revocable = await startJwksServer([authKey]);
    app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: revocable.url, JWT_PUBLIC_KEY: undefined });
  });

  afterAll(async () => {
    await app?.close();
    await revocable?.close();
  });

  it('refuses the token of a revoked session, as content-service does', async () => {
    const token = staffToken(authKey, { sid: 'session-to-end' });
    await request(app.getHttpServer()).get('/api/cms/enquiries').set({ Authorization: `Bearer ${token}` }).expect(200);
    revocable.revoke('session-to-end');
    await app.get(SessionRevocations).refresh();
    const response = await request(app.getHttpServer()).get('/api/cms/enquiries').set({ Authorization: `Bearer ${token}` }).expect(401);
    expect(response.body).toEqual(INVALID_TOKEN);
  });
});

describe('with the public key configured as PEM', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp({
      DATABASE_URL: db.enquiryUrl,
      AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
      AUTH_REVOKED_SESSIONS_URL: jwks.revokedUrl,
      JWT_PUBLIC_KEY: authKey.publicKeyPem.replace(/\n/g, '\\n'),
    });
  });

  afterAll(() => app?.close());

  it('accepts the auth service’s tokens without asking for the key set, and refuses others', async () => {
    await request(app.getHttpServer()).get('/api/cms/enquiries').set({ Authorization: `Bearer ${staffToken(authKey)}` }).expect(200);
    await request(app.getHttpServer()).get('/api/cms/enquiries').set({ Authorization: `Bearer ${staffToken(attackerKey)}` }).expect(401);
  });
});

describe('when the key set cannot be fetched', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startApp({ DATABASE_URL: db.enquiryUrl, AUTH_JWKS_URL: 'http://127.0.0.1:9/api/auth/.well-known/jwks.json', JWT_PUBLIC_KEY: undefined });
  });

  afterAll(() => app?.close());

  it('answers 503 with Retry-After, so the staff member is not logged out by an auth-service outage', async () => {
    const response = await request(app.getHttpServer()).get('/api/cms/enquiries').set({ Authorization: `Bearer ${staffToken(authKey)}` }).expect(503);
    expect(response.body).toEqual({ statusCode: 503, error: 'Signing in cannot be checked right now. Your work is kept; please try again in a moment.' });
    expect(response.headers['retry-after']).toBe('10');
  });

  it('still takes enquiries from the public', async () => {
    await request(app.getHttpServer())
      .post('/api/enquiries')
      .send({ form: 'enquiry', page: '/', firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '0352001234', organisation: 'C', message: 'D', captchaToken: 't' })
      .expect(201);
  });
});
