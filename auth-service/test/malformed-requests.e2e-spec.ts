import { NestExpressApplication } from '@nestjs/platform-express';
import { Endpoint, MalformedRequest, malformedRequests } from '@site/nest-server-kit/testing';
import request from 'supertest';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';
import { staffApi } from './support/staff';

const SOME_UUID = '5b1c8a4e-3f2d-4c6b-9a7e-1d2c3b4a5f60';
const TOKEN_LIKE = 'x'.repeat(43);

/**
 * Every endpoint of the service, with a signed-in administrator's token where one is needed (logout and
 * logout-everywhere last); `userId` is a throwaway user's.
 */
function endpoints(token: string, userId: string): Endpoint[] {
  const bearer = { Authorization: `Bearer ${token}` };
  const user = { headers: bearer, params: { id: userId } };
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
    { method: 'POST', path: '/api/auth/login/mfa', body: { mfaToken: TOKEN_LIKE, code: '123456' } },
    { method: 'GET', path: '/api/auth/me', headers: bearer },
    { method: 'PATCH', path: '/api/auth/me', headers: bearer, body: { displayName: 'Admin', email: 'admin@example.com', currentPassword: 'not the password' } },
    { method: 'GET', path: '/api/auth/me/sessions', headers: bearer },
    { method: 'DELETE', path: '/api/auth/me/sessions/:id', headers: bearer, params: { id: SOME_UUID }, body: { currentPassword: 'not the password' } },
    { method: 'POST', path: '/api/auth/me/mfa/totp', headers: bearer, body: { currentPassword: 'not the password' } },
    { method: 'POST', path: '/api/auth/me/mfa/totp/confirm', headers: bearer, body: { code: '000000' } },
    { method: 'DELETE', path: '/api/auth/me/mfa', headers: bearer, body: { password: 'not the password' } },
    { method: 'POST', path: '/api/auth/me/mfa/recovery-codes', headers: bearer, body: { password: 'not the password' } },
    { method: 'GET', path: '/api/auth/users', headers: bearer },
    { method: 'PATCH', path: '/api/auth/users/:id', ...user, body: { role: 'contributor', status: 'active' } },
    { method: 'POST', path: '/api/auth/users/:id/mfa/reset', ...user },
    { method: 'GET', path: '/api/auth/invitations', headers: bearer },
    { method: 'POST', path: '/api/auth/invitations', headers: bearer, body: { email: 'sweep@example.com', role: 'contributor', displayName: 'Sweep' } },
    { method: 'DELETE', path: '/api/auth/invitations/:id', headers: bearer, params: { id: SOME_UUID } },
    { method: 'POST', path: '/api/auth/invitations/preview', body: { token: TOKEN_LIKE } },
    { method: 'POST', path: '/api/auth/invitations/accept', body: { token: TOKEN_LIKE, username: 'sweeper', password: 'violet tugboat harmonica' } },
    { method: 'POST', path: '/api/auth/password-reset', body: { email: 'nobody@example.com' } },
    { method: 'POST', path: '/api/auth/password-reset/complete', body: { token: TOKEN_LIKE, password: 'violet tugboat harmonica' } },
    { method: 'GET', path: '/api/auth/settings/security', headers: bearer },
    { method: 'PUT', path: '/api/auth/settings/security', headers: bearer, body: { mfaRequiredFor: 'nobody' } },
    { method: 'GET', path: '/api/auth/activity', headers: bearer, query: ['limit', 'before'] },
    { method: 'DELETE', path: '/api/auth/users/:id', ...user },
    { method: 'POST', path: '/api/auth/logout', headers: bearer },
    { method: 'POST', path: '/api/auth/logout-everywhere', headers: bearer },
  ];
}

let database: TestDatabase;
let app: NestExpressApplication;
let token: string;
let userId: string;

beforeAll(async () => {
  database = await startTestDatabase();
  app = await bootApp(testEnvironment(database.authUrl));
  token = (await request(app.getHttpServer()).post('/api/auth/login').send(TEST_ADMIN).expect(200)).body.token;
  userId = (await staffApi(app).newStaff('contributor')).id;
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
    const requests = endpoints(token, userId).flatMap((endpoint) => malformedRequests(endpoint));
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
    expect(requests.length).toBeGreaterThan(1000);
  }, 600_000);
});
