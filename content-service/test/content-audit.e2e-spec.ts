import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { contentInput } from './support/content-input';
import { resetContent, startApp } from './support/test-app';
import { generateSigningKey, staffTokenAs } from '@site/nest-server-kit/testing';

const key = generateSigningKey('auth-2025');
let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', TRUST_PROXY: '1' });
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

beforeEach(async () => {
  await resetContent(db.contentUrl, app);
});

function captureStdout(): { text: () => string; stop: () => void } {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  return { text: () => written.join(''), stop: () => spy.mockRestore() };
}

const SARAH_ID = '3c1e2f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6';

it('writes one JSON audit line per create, update and delete, naming who, what, from where, and no token', async () => {
  const token = staffTokenAs(key, { role: 'editor', userId: SARAH_ID, username: 'sarah', displayName: 'Sarah Nguyen' });
  const staff = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.44' };
  const stdout = captureStdout();
  let id: string;
  let updateRequestId: string | undefined;
  let deleteRequestId: string | undefined;
  try {
    const created = await request(app.getHttpServer())
      .post('/api/cms/content').set(staff).set('X-Request-Id', 'req-create').send(contentInput({ title: 'First title' })).expect(201);
    id = (created.body as { id: string }).id;
    // Without an X-Request-Id the service makes one and sends it back: the audit line names that one.
    const updated = await request(app.getHttpServer()).put(`/api/cms/content/${id}`).set(staff).send(contentInput({ title: 'Second title' })).expect(200);
    updateRequestId = updated.get('X-Request-Id');
    const deleted = await request(app.getHttpServer()).delete(`/api/cms/content/${id}`).set(staff).expect(204);
    deleteRequestId = deleted.get('X-Request-Id');
    // A refused write changes nothing and is not an audited change.
    await request(app.getHttpServer()).delete(`/api/cms/content/${id}`).set(staff).expect(404);
  } finally {
    stdout.stop();
  }

  const lines = stdout
    .text()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.audit === true);
  expect(updateRequestId).toMatch(/^[\w.:-]{8,}$/);
  expect(deleteRequestId).toMatch(/^[\w.:-]{8,}$/);
  expect(deleteRequestId).not.toBe(updateRequestId);
  const common = { audit: true, userId: SARAH_ID, username: 'sarah', itemId: id, clientAddress: '203.0.113.44', time: expect.stringMatching(/^\d{4}-/) };
  expect(lines).toEqual([
    { ...common, event: 'content.created', title: 'First title', requestId: 'req-create' },
    { ...common, event: 'content.updated', title: 'Second title', requestId: updateRequestId },
    { ...common, event: 'content.deleted', title: 'Second title', requestId: deleteRequestId },
  ]);
  expect(stdout.text()).not.toContain(token.split('.')[2]);
});
