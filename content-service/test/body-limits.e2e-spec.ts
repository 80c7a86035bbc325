import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { startApp } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('body-limits-key');
const otherKey = generateSigningKey('body-limits-key');
const auth = { Authorization: `Bearer ${staffToken(key)}` };
const MB = 1024 * 1024;

let db: TestDatabase;
let app: NestExpressApplication;
let port: number;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false' });
  await app.listen(0, '127.0.0.1');
  port = (app.getHttpServer().address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const server = () => app.getHttpServer();

/**
 * Announces a JSON body of `announced` bytes but sends only its first kilobyte, then waits for the answer:
 * an answer can only come if the service decided without reading the body.
 */
function answerToAnnouncedBody(path: string, announced: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(announced), ...headers },
    });
    const timer = setTimeout(() => {
      call.destroy();
      reject(new Error('no answer before the body was sent: the service waited to read it'));
    }, 3_000);
    call.on('response', (response) => {
      clearTimeout(timer);
      response.resume();
      call.destroy();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', (error) => {
      if (!call.destroyed) reject(error);
    });
    call.write(`{"content":"${'x'.repeat(1024)}`);
  });
}

describe('a large body without a valid staff token', () => {
  it('is refused before it is read, when it has no token', async () => {
    expect([401, 413]).toContain(await answerToAnnouncedBody('/api/cms/content', MB));
  });

  it('is refused before it is read, when its token is forged', async () => {
    const forged = { Authorization: `Bearer ${staffToken(otherKey)}` };
    expect([401, 413]).toContain(await answerToAnnouncedBody('/api/cms/content', MB, forged));
  });

  it('is refused without being parsed: 1 MB of broken JSON gets 413, not the 400 of a parse', async () => {
    const response = await request(server()).post('/api/cms/content').set('Content-Type', 'application/json').send(`{"title":${'x'.repeat(MB)}`);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ statusCode: 413, error: 'The request body is too large' });
  });

  it('keeps the connection open after that refusal, as a proxy does, and answers the next request on it', async () => {
    // Closing it with the body still arriving reset the connection: nginx, still sending, answered 502 now and then.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined; socket: unknown }>((resolve, reject) => {
        const call = httpRequest({ host: '127.0.0.1', port, path, method, agent, headers: body ? { 'Content-Type': 'application/json' } : {} }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, socket: call.socket }));
        });
        call.on('error', reject);
        call.end(body);
      });
    try {
      const refused = await send('POST', '/api/cms/content', `{"title":${'x'.repeat(MB)}`);
      expect(refused).toMatchObject({ status: 413, connection: 'keep-alive' });
      const next = await send('GET', '/api/content');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });
});

describe('body limits per route', () => {
  it('lets a signed-in writer store a 1 MB post', async () => {
    const longPost = `<p>${'A long paragraph. '.repeat(MB / 18)}</p>`;
    const response = await request(server()).post('/api/cms/content').set(auth).send(contentInput({ content: longPost })).expect(201);
    expect(response.body.content.length).toBeGreaterThan(MB * 0.9);
    await request(server()).put(`/api/cms/content/${response.body.id}`).set(auth).send(contentInput({ content: longPost, title: 'Edited' })).expect(200);
  });

  it('refuses a post over 2 MB even from a signed-in writer', async () => {
    const tooLong = `<p>${'x'.repeat(2 * MB + 1024)}</p>`;
    await request(server()).post('/api/cms/content').set(auth).send(contentInput({ content: tooLong })).expect(413);
  });

  it('refuses a 100 KB body anywhere else, even with a valid token', async () => {
    const body = { padding: 'x'.repeat(100 * 1024) };
    await request(server()).post('/api/cms/content/123/anything').set(auth).send(body).expect(413);
    await request(server()).post('/api/content').send(body).expect(413);
  });

  it('still answers a small body without a token with 401', async () => {
    await request(server()).post('/api/cms/content').send(contentInput()).expect(401);
  });
});
