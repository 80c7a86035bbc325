import { NestExpressApplication } from '@nestjs/platform-express';
import { Endpoint, MalformedRequest, malformedRequests } from '@site/nest-server-kit/testing';
import request from 'supertest';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { bootApp, TEST_ADMIN, testEnvironment } from './support/boot-app';

/** Every endpoint of the service. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/health/live' },
  { method: 'GET', path: '/health/ready' },
  { method: 'GET', path: '/api/auth/.well-known/jwks.json' },
  { method: 'POST', path: '/api/auth/login', body: { ...TEST_ADMIN } },
];

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

async function send(malformed: MalformedRequest): Promise<request.Response> {
  const method = malformed.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const call = request(app.getHttpServer())[method](malformed.path).set(malformed.headers);
  return malformed.body === undefined ? call : call.send(malformed.body);
}

describe('a sweep of malformed requests over every endpoint', () => {
  it('gets no 5xx, and every refusal in the one error shape', async () => {
    const requests = ENDPOINTS.flatMap((endpoint) => malformedRequests(endpoint));
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
    expect(requests.length).toBeGreaterThan(100);
  }, 300_000);
});
