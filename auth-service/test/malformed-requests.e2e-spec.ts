import { NestExpressApplication } from '@nestjs/platform-express';
import { Endpoint, MalformedRequest, malformedRequests } from '@site/nest-server-kit/testing';
import request from 'supertest';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

/** Every endpoint of the service, with a signed-in staff member's token where one is needed (logout last). */
function endpoints(token: string): Endpoint[] {
  const bearer = { Authorization: `Bearer ${token}` };
  return [
    { method: 'GET', path: '/health' },
    { method: 'GET', path: '/health/live' },
    { method: 'GET', path: '/health/ready' },
    { method: 'GET', path: '/api/auth/.well-known/jwks.json' },
    { method: 'GET', path: '/api/auth/sessions/revoked' },
    { method: 'POST', path: '/api/auth/login', body: { ...TEST_ADMIN } },
    { method: 'POST', path: '/api/auth/renew', headers: bearer },
    // A wrong current password, so that no variant changes the password.
    { method: 'POST', path: '/api/auth/password', headers: bearer, body: { currentPassword: 'not the password', newPassword: 'a new long password' } },
    { method: 'POST', path: '/api/auth/logout', headers: bearer },
  ];
}

let database: TestDatabase;
let app: NestExpressApplication;
let token: string;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
  token = (await request(app.getHttpServer()).post('/api/auth/login').send(TEST_ADMIN).expect(200)).body.token;
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

async function send(malformed: MalformedRequest): Promise<request.Response> {
  const method = malformed.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const call = request(app.getHttpServer())[method](malformed.path).set(malformed.headers);
  return malformed.body === undefined ? call : call.send(malformed.body);
}

describe('a sweep of malformed requests over every endpoint', () => {
  it('gets no 5xx, and every refusal in the one error shape', async () => {
    const requests = endpoints(token).flatMap((endpoint) => malformedRequests(endpoint));
    const failures: string[] = [];
    for (const malformed of requests) {
      const response = await send(malformed);
      const body = response.body as { statusCode?: unknown; error?: unknown };
      if (response.status >= 500) {
        failures.push(`${malformed.name}: ${response.status} ${response.text.slice(0, 200)}`);
      } else if (response.status >= 400 && (body.statusCode !== response.status || typeof body.error !== 'string')) {
        failures.push(`${malformed.name}: ${response.status} not in the error shape: ${response.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(200);
  }, 300_000);
});
