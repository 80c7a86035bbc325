import type { NestExpressApplication } from '@nestjs/platform-express';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { startApp, withDatabase } from './support/test-app';

const PERMISSION_DENIED = '42501';

let db: TestDatabase;
let app: NestExpressApplication;

beforeAll(async () => {
  db = await startTestDatabase();
  // Tables like the other services', so a refusal is about privileges and not about a missing table.
  await withDatabase(db.adminUrl, (client) =>
    client.query(`CREATE TABLE content.content_items (id int); CREATE TABLE auth.users (id int); INSERT INTO auth.users VALUES (1)`),
  );
  app = await startApp({ DATABASE_URL: db.enquiryUrl });
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const errorCode = (url: string, sql: string) =>
  withDatabase(url, (client) => client.query(sql).then(() => 'allowed', (error: { code?: string }) => error.code));

describe('one schema and one role per service', () => {
  it.each([
    ['content items', 'SELECT * FROM content.content_items'],
    ['staff users', 'SELECT * FROM auth.users'],
    ['a new table in the content schema', 'CREATE TABLE content.stolen (id int)'],
  ])('the enquiry role cannot touch %s', async (_name, sql) => {
    expect(await errorCode(db.enquiryUrl, sql)).toBe(PERMISSION_DENIED);
  });

  it.each([
    ['the content role', () => db.contentUrl],
    ['the auth role', () => db.authUrl],
  ])('%s cannot read enquiries', async (_name, url) => {
    expect(await errorCode(url(), 'SELECT * FROM enquiry.enquiries')).toBe(PERMISSION_DENIED);
    expect(await errorCode(url(), 'SELECT * FROM enquiry.notifications')).toBe(PERMISSION_DENIED);
  });

  it('the enquiry role owns its own tables', async () => {
    expect(await errorCode(db.enquiryUrl, 'SELECT count(*) FROM enquiries')).toBe('allowed');
  });
});
