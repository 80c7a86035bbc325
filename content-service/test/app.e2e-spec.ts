import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { startApp, withDatabase } from './support/test-app';
import { generateSigningKey, staffToken } from '@site/nest-server-kit/testing';

const key = generateSigningKey('app-key');

let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', TRUST_PROXY: undefined });
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const server = () => app.getHttpServer();

describe('GET /health', () => {
  it('is ok when the database answers, outside the /api prefix and without a token', async () => {
    const response = await request(server()).get('/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    await request(server()).get('/api/health').expect(404);
  });
});

describe('HTTP setup', () => {
  it('sends security headers', async () => {
    const response = await request(server()).get('/api/content').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers an unknown route with 404 in the standard error shape', async () => {
    const response = await request(server()).get('/api/nothing-here').expect(404);
    expect(response.body).toEqual({ statusCode: 404, error: 'Cannot GET /api/nothing-here' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('refuses a %s body with 415', async (contentType) => {
    const response = await request(server()).post('/api/cms/content').set('Authorization', `Bearer ${staffToken(key)}`)
      .set('Content-Type', contentType).send('title=x').expect(415);
    expect(response.body).toEqual({ statusCode: 415, error: 'Send the request body as JSON (Content-Type: application/json)' });
  });

  it('accepts JSON with a charset', async () => {
    await request(server()).post('/api/cms/content').set('Authorization', `Bearer ${staffToken(key)}`)
      .set('Content-Type', 'application/json; charset=utf-8').send('{}').expect(400);
  });

  it('trusts only local proxies by default', () => {
    expect(app.getHttpAdapter().getInstance().get('trust proxy')).toBe('loopback, linklocal, uniquelocal');
  });
});

describe('database', () => {
  it('keeps its tables and migration history in the content schema', async () => {
    const tables = await withDatabase(db.contentUrl, (client) =>
      client.query<{ table_schema: string; table_name: string }>(
        `SELECT table_schema, table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY table_name`,
      ),
    );
    expect(tables.rows).toEqual([
      { table_schema: 'content', table_name: 'audit_events' },
      { table_schema: 'content', table_name: 'content_items' },
      { table_schema: 'content', table_name: 'content_revisions' },
      { table_schema: 'content', table_name: 'media' },
      { table_schema: 'content', table_name: 'media_usages' },
      { table_schema: 'content', table_name: 'migrations' },
      { table_schema: 'content', table_name: 'outbox' },
      { table_schema: 'content', table_name: 'publishing_settings' },
      { table_schema: 'content', table_name: 'readiness_levels' },
      { table_schema: 'content', table_name: 'review_decisions' },
      { table_schema: 'content', table_name: 'review_limits' },
      { table_schema: 'content', table_name: 'review_links' },
      { table_schema: 'content', table_name: 'slug_redirects' },
      { table_schema: 'content', table_name: 'staff_emails' },
    ]);
    const columns = await withDatabase(db.contentUrl, (client) =>
      client.query<{ column_name: string; data_type: string }>(
        `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'content_items' AND column_name LIKE 'date_%' ORDER BY column_name`,
      ),
    );
    expect(columns.rows.map((row) => row.data_type)).toEqual(['date', 'date', 'date']);
  });

  it('has migrations that can be reverted and applied again', async () => {
    const dataSource = app.get(DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    for (const _migration of dataSource.migrations) {
      await dataSource.undoLastMigration();
    }
    const afterRevert = await withDatabase(db.contentUrl, (client) => client.query(`SELECT to_regclass('content.content_items') AS table`));
    expect(afterRevert.rows[0].table).toBeNull();
    await dataSource.runMigrations();
    await request(server()).get('/api/content').expect(200);
  });
});

describe('configuration', () => {
  it('applies TRUST_PROXY', async () => {
    const proxied = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', TRUST_PROXY: '1' });
    try {
      expect(proxied.getHttpAdapter().getInstance().get('trust proxy')).toBe(1);
    } finally {
      await proxied.close();
    }
  });

  it.each([
    ['SEED_SAMPLE_CONTENT', 'no', 'SEED_SAMPLE_CONTENT must be "true" or "false"'],
    ['BODY_LIMIT', 'lots', 'BODY_LIMIT must be a size'],
    ['SITE_URL', 'example.com', 'SITE_URL must be an http:// or https:// URL'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// URL'],
    ['PORT', 'eighty', 'PORT must be a port number'],
  ])('refuses to start with an invalid %s', async (name, value, message) => {
    const environment = { DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, [name]: value };
    await expect(startApp(environment)).rejects.toThrow(message);
  });
});
