import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { startApp } from './support/test-app';
import { encodeJwt, generateSigningKey, type JwksServer, rs256, staffToken, startJwksServer, validClaims } from '@site/nest-server-kit/testing';

const authKey = generateSigningKey('auth-2025');
const POLL_SECONDS = 1;
const UNAVAILABLE = {
  statusCode: 503,
  error: 'Signing in cannot be checked right now. Your work is kept; please try again in a moment.',
};

let db: TestDatabase;

beforeAll(async () => {
  db = await startTestDatabase();
});

afterAll(async () => {
  await db?.stop();
});

const getList = (app: NestExpressApplication, token: string) =>
  request(app.getHttpServer()).get('/api/cms/content').set('Authorization', `Bearer ${token}`);

/** Asks until the answer is `status`, for at most `seconds`; returns how long that took. */
async function secondsUntilStatus(app: NestExpressApplication, token: string, status: number, seconds: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if ((await getList(app, token)).status === status) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still not ${status} after ${seconds} s`);
}

async function waitUntil(condition: () => boolean, seconds: number): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > seconds * 1000) throw new Error(`condition not met within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a revoked session, with two content-service instances', () => {
  let auth: JwksServer;
  let instances: NestExpressApplication[];

  beforeAll(async () => {
    auth = await startJwksServer([authKey]);
    const environment = {
      DATABASE_URL: db.contentUrl,
      AUTH_JWKS_URL: auth.url,
      SEED_SAMPLE_CONTENT: 'false',
      SESSION_REVOCATION_POLL_SECONDS: String(POLL_SECONDS),
    };
    instances = await Promise.all([startApp(environment), startApp(environment)]);
  });

  afterAll(async () => {
    await Promise.all((instances ?? []).map((app) => app.close()));
    await auth?.close();
  });

  it('is refused by every instance within the poll interval, and other sessions go on', async () => {
    const sessionId = randomUUID();
    const token = staffToken(authKey, { sid: sessionId });
    const otherToken = staffToken(authKey, { sid: randomUUID() });
    for (const app of instances) await getList(app, token).expect(200);

    auth.revoke(sessionId);

    for (const app of instances) {
      // The bound is 60 s; with a 1 s poll it must take little more than a second.
      expect(await secondsUntilStatus(app, token, 401, 60)).toBeLessThan(POLL_SECONDS + 2);
      expect((await getList(app, token)).body).toEqual({ statusCode: 401, error: 'Invalid or expired token' });
      await getList(app, otherToken).expect(200);
    }
  });

  it('keeps answering from the last list while the auth service is briefly unreachable', async () => {
    const token = staffToken(authKey, { sid: randomUUID() });
    auth.failRevocations(true);
    try {
      const before = auth.revocationRequests();
      await waitUntil(() => auth.revocationRequests() >= before + instances.length, 10);
      for (const app of instances) await getList(app, token).expect(200);
    } finally {
      auth.failRevocations(false);
    }
  });
});

describe('when the auth service cannot be reached', () => {
  it('answers 503 with Retry-After, not 401, when the revocation list cannot be fetched', async () => {
    const auth = await startJwksServer([authKey]);
    auth.failRevocations(true);
    const app = await startApp({ DATABASE_URL: db.contentUrl, AUTH_JWKS_URL: auth.url, SEED_SAMPLE_CONTENT: 'false' });
    try {
      const response = await getList(app, staffToken(authKey)).expect(503);
      expect(response.body).toEqual(UNAVAILABLE);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);

      auth.failRevocations(false);
      await getList(app, staffToken(authKey)).expect(200);
    } finally {
      await app.close();
      await auth.close();
    }
  });

  it('answers 503, not 401, when the key set cannot be fetched', async () => {
    const revocations = await startJwksServer([]);
    const app = await startApp({
      DATABASE_URL: db.contentUrl,
      AUTH_JWKS_URL: 'http://127.0.0.1:9/api/auth/.well-known/jwks.json',
      AUTH_REVOKED_SESSIONS_URL: revocations.revokedUrl,
      SEED_SAMPLE_CONTENT: 'false',
    });
    try {
      const response = await getList(app, staffToken(authKey)).expect(503);
      expect(response.body).toEqual(UNAVAILABLE);
      expect(response.headers['www-authenticate']).toBeUndefined();
    } finally {
      await app.close();
      await revocations.close();
    }
  });
});

describe('tokens with unknown key ids', () => {
  it('refetch the key set at most once a minute', async () => {
    const auth = await startJwksServer([authKey]);
    const app = await startApp({ DATABASE_URL: db.contentUrl, AUTH_JWKS_URL: auth.url, SEED_SAMPLE_CONTENT: 'false' });
    try {
      await getList(app, staffToken(authKey)).expect(200);
      const before = auth.requests();
      for (let i = 0; i < 20; i += 1) {
        const unknownKid = encodeJwt({ alg: 'RS256', typ: 'JWT', kid: randomUUID() }, validClaims(), rs256(authKey));
        await getList(app, unknownKid).expect(401);
      }
      expect(auth.requests() - before).toBeLessThanOrEqual(1);
    } finally {
      await app.close();
      await auth.close();
    }
  });
});
