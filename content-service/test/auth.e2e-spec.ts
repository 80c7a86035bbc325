import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { startApp } from './support/test-app';
import { encodeJwt, generateSigningKey, hs256, type JwksServer, rs256, staffToken, startJwksServer, validClaims } from '@site/nest-server-kit/testing';

const authKey = generateSigningKey('auth-2025');
const attackerKey = generateSigningKey('attacker');
const impostorKey = generateSigningKey('auth-2025');

const AUTHENTICATION_REQUIRED = { statusCode: 401, error: 'Authentication required' };
const INVALID_TOKEN = { statusCode: 401, error: 'Invalid or expired token' };

let db: TestDatabase;

beforeAll(async () => {
  db = await startTestDatabase();
});

afterAll(async () => {
  await db?.stop();
});

const now = () => Math.floor(Date.now() / 1000);
const rsHeader = (extra: Record<string, unknown> = {}) => ({ alg: 'RS256', typ: 'JWT', kid: authKey.kid, ...extra });

describe('with the key from the JWKS endpoint', () => {
  let app: NestExpressApplication;
  let jwks: JwksServer;
  let attackerJwks: JwksServer;

  beforeAll(async () => {
    jwks = await startJwksServer([authKey]);
    attackerJwks = await startJwksServer([attackerKey]);
    app = await startApp({ DATABASE_URL: db.contentUrl, AUTH_JWKS_URL: jwks.url, JWT_PUBLIC_KEY: undefined, SEED_SAMPLE_CONTENT: 'false' });
  });

  afterAll(async () => {
    await app?.close();
    await jwks?.close();
    await attackerJwks?.close();
  });

  const get = (headers: Record<string, string> = {}) => request(app.getHttpServer()).get('/api/cms/content').set(headers);

  it('accepts a token signed by the auth service', async () => {
    await get({ Authorization: `Bearer ${staffToken(authKey)}` }).expect(200);
    await get({ Authorization: `bearer ${staffToken(authKey)}` }).expect(200);
  });

  it.each<[string, Record<string, string>]>([
    ['no Authorization header', {}],
    ['another scheme', { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }],
    ['a token without a scheme', { Authorization: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('asks for authentication when there is %s', async (_name, headers) => {
    const response = await get(headers).expect(401);
    expect(response.body).toEqual(AUTHENTICATION_REQUIRED);
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('does not read a token from the query string', async () => {
    const response = await request(app.getHttpServer()).get(`/api/cms/content?access_token=${staffToken(authKey)}`).expect(401);
    expect(response.body).toEqual(AUTHENTICATION_REQUIRED);
  });

  const attacks: Array<[string, () => string]> = [
    ['a malformed token', () => 'not-a-jwt'],
    ['a token with a broken header', () => `%%%.${Buffer.from('{}').toString('base64url')}.sig`],
    ['an unsigned token (alg none)', () => encodeJwt({ alg: 'none', typ: 'JWT', kid: authKey.kid }, validClaims())],
    ['an unsigned token (alg None)', () => encodeJwt({ alg: 'None', typ: 'JWT' }, validClaims())],
    ['HS256 with the public key PEM as HMAC secret', () => encodeJwt({ alg: 'HS256', typ: 'JWT', kid: authKey.kid }, validClaims(), hs256(authKey.publicKeyPem))],
    ['HS256 with the JWK modulus as HMAC secret', () => encodeJwt({ alg: 'HS256', typ: 'JWT', kid: authKey.kid }, validClaims(), hs256(String(authKey.publicJwk.n)))],
    ['an RS512 token', () => encodeJwt(rsHeader({ alg: 'RS512' }), validClaims(), rs256(authKey))],
    ['an expired token', () => staffToken(authKey, { iat: now() - 7200, exp: now() - 60 })],
    ['a token without exp', () => encodeJwt(rsHeader(), { ...validClaims(), exp: undefined }, rs256(authKey))],
    ['a token living longer than 8 hours', () => staffToken(authKey, { iat: now(), exp: now() + 9 * 3600 })],
    ['a token not valid yet (nbf)', () => staffToken(authKey, { nbf: now() + 600 })],
    ['a wrong issuer', () => staffToken(authKey, { iss: 'someone-else' })],
    ['a missing issuer', () => staffToken(authKey, { iss: undefined })],
    ['a wrong audience', () => staffToken(authKey, { aud: 'another-app' })],
    ['a missing audience', () => staffToken(authKey, { aud: undefined })],
    ['no subject', () => staffToken(authKey, { sub: undefined })],
    ['a token signed by another key with the same kid', () => staffToken(impostorKey)],
    ['a token signed by another key with its own kid', () => staffToken(attackerKey)],
    ['a token without kid', () => encodeJwt({ alg: 'RS256', typ: 'JWT' }, validClaims(), rs256(authKey))],
    ['a tampered payload', () => {
      const [header, , signature] = staffToken(authKey).split('.');
      return `${header}.${Buffer.from(JSON.stringify(validClaims({ sub: 'root' }))).toString('base64url')}.${signature}`;
    }],
    ['a jku header pointing to an attacker JWKS', () => encodeJwt(
      { alg: 'RS256', typ: 'JWT', kid: attackerKey.kid, jku: attackerJwks.url }, validClaims(), rs256(attackerKey),
    )],
    ['a jku header even on a genuine signature', () => encodeJwt(rsHeader({ jku: attackerJwks.url }), validClaims(), rs256(authKey))],
    ['an embedded jwk header with the attacker key', () => encodeJwt(
      { alg: 'RS256', typ: 'JWT', kid: attackerKey.kid, jwk: attackerKey.publicJwk }, validClaims(), rs256(attackerKey),
    )],
    ['an x5u header', () => encodeJwt(rsHeader({ x5u: `${attackerJwks.url}/cert.pem` }), validClaims(), rs256(attackerKey))],
    ['an x5c header', () => encodeJwt(rsHeader({ x5c: ['MIIB'] }), validClaims(), rs256(attackerKey))],
  ];

  it.each(attacks)('refuses %s with 401', async (_name, makeToken) => {
    const response = await get({ Authorization: `Bearer ${makeToken()}` }).expect(401);
    expect(response.body).toEqual(INVALID_TOKEN);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('never fetched the attacker key set', () => {
    expect(attackerJwks.requests()).toBe(0);
  });

  it('caches the key set instead of fetching it for every request', async () => {
    const before = jwks.requests();
    for (let i = 0; i < 5; i += 1) {
      await get({ Authorization: `Bearer ${staffToken(authKey)}` }).expect(200);
    }
    expect(jwks.requests()).toBe(before);
  });

  it('protects writes the same way', async () => {
    const forged = encodeJwt({ alg: 'HS256', typ: 'JWT', kid: authKey.kid }, validClaims(), hs256(authKey.publicKeyPem));
    await request(app.getHttpServer()).post('/api/cms/content').set('Authorization', `Bearer ${forged}`).send({}).expect(401);
    await request(app.getHttpServer()).delete('/api/cms/content/3f0c6b1e-7a0e-4c55-9d1f-2b7f5d0e9a11').expect(401);
  });
});

describe('with the key from JWT_PUBLIC_KEY', () => {
  let app: NestExpressApplication;
  let revocations: JwksServer;

  beforeAll(async () => {
    // A JWKS URL nobody listens on: the configured PEM must be used instead.
    revocations = await startJwksServer([]);
    app = await startApp({
      DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: authKey.publicKeyPem.replace(/\n/g, '\\n'),
      AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks.json', AUTH_REVOKED_SESSIONS_URL: revocations.revokedUrl, SEED_SAMPLE_CONTENT: 'false',
    });
  });

  afterAll(async () => {
    await app?.close();
    await revocations?.close();
  });

  const get = (token: string) => request(app.getHttpServer()).get('/api/cms/content').set('Authorization', `Bearer ${token}`);

  it('accepts a token signed by the auth service, with or without kid', async () => {
    await get(staffToken(authKey)).expect(200);
    await get(encodeJwt({ alg: 'RS256', typ: 'JWT' }, validClaims(), rs256(authKey))).expect(200);
  });

  it.each<[string, () => string]>([
    ['another key', () => staffToken(attackerKey)],
    ['HS256 with the PEM as secret', () => encodeJwt({ alg: 'HS256', typ: 'JWT' }, validClaims(), hs256(authKey.publicKeyPem))],
    ['alg none', () => encodeJwt({ alg: 'none', typ: 'JWT' }, validClaims())],
    ['an expired token', () => staffToken(authKey, { exp: now() - 1 })],
    ['a jwk header', () => encodeJwt(rsHeader({ jwk: authKey.publicJwk }), validClaims(), rs256(authKey))],
  ])('refuses %s', async (_name, makeToken) => {
    expect((await get(makeToken()).expect(401)).body).toEqual(INVALID_TOKEN);
  });
});

describe('with a wrong configuration', () => {
  it('refuses to start with a JWT_PUBLIC_KEY that is not an RSA public key', async () => {
    await expect(startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: 'not a key' })).rejects.toThrow(
      'JWT_PUBLIC_KEY must be the PEM of an RSA public key',
    );
  });

  it('refuses to start without DATABASE_URL', async () => {
    await expect(startApp({ DATABASE_URL: undefined })).rejects.toThrow('DATABASE_URL is required');
  });
});
