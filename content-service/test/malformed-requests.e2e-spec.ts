import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { startApp } from './support/test-app';
import { type Endpoint, generateSigningKey, type MalformedRequest, malformedRequests, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('sweep-key');
const auth = { Authorization: `Bearer ${staffToken(key)}` };

let db: TestDatabase;
let app: NestExpressApplication;
let storedId: string;
let revisionId: string;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false' });
  storedId = (await request(app.getHttpServer()).post('/api/cms/content').set(auth).send(contentInput()).expect(201)).body.id;
  revisionId = (await request(app.getHttpServer()).get(`/api/cms/content/${storedId}/revisions`).set(auth).expect(200)).body[0].id;
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

/** Every endpoint of the service; the stored item's id is filled in once it exists. */
function endpoints(): Endpoint[] {
  const item = contentInput();
  return [
    { method: 'GET', path: '/health' },
    { method: 'GET', path: '/health/live' },
    { method: 'GET', path: '/health/ready' },
    { method: 'GET', path: '/api/content', query: ['type'] },
    { method: 'GET', path: '/api/content/sitemap.xml' },
    { method: 'GET', path: '/api/content/:slug', params: { slug: 'moving-to-windows-11' } },
    { method: 'GET', path: '/api/cms/content', headers: auth, query: ['fields', 'limit', 'offset', 'type', 'status', 'q'] },
    { method: 'GET', path: '/api/cms/content/:id', params: { id: storedId }, headers: auth },
    { method: 'GET', path: '/api/cms/content/:id/revisions', params: { id: storedId }, headers: auth },
    { method: 'GET', path: '/api/cms/content/:id/revisions/:revisionId', params: { id: storedId, revisionId }, headers: auth },
    { method: 'POST', path: '/api/cms/content/:id/revisions/:revisionId/restore', params: { id: storedId, revisionId }, headers: auth },
    { method: 'GET', path: '/api/cms/trash', headers: auth },
    { method: 'POST', path: '/api/cms/content', headers: auth, body: item },
    { method: 'PUT', path: '/api/cms/content/:id', params: { id: storedId }, headers: auth, body: item },
    { method: 'DELETE', path: '/api/cms/content/:id', params: { id: storedId }, headers: auth },
    { method: 'POST', path: '/api/cms/trash/:id/restore', params: { id: storedId }, headers: auth },
    { method: 'DELETE', path: '/api/cms/trash/:id', params: { id: storedId }, headers: auth },
  ];
}

async function send(malformed: MalformedRequest): Promise<request.Response> {
  const method = malformed.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const call = request(app.getHttpServer())[method](malformed.path).set(malformed.headers);
  return malformed.body === undefined ? call : call.send(malformed.body);
}

describe('a sweep of malformed requests over every endpoint', () => {
  it('gets no 5xx, and every refusal in the one error shape', async () => {
    const requests = endpoints().flatMap((endpoint) => malformedRequests(endpoint));
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
    expect(requests.length).toBeGreaterThan(500);
  }, 300_000);
});
