import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../infra/src/test-database';
import { RetentionJob } from '../src/retention/retention.job';
import { contactEnquiry, shortEnquiry } from './support/enquiry-payloads';
import { startApp, withDatabase } from './support/test-app';

let db: TestDatabase;

beforeAll(async () => {
  db = await startTestDatabase();
});

afterAll(() => db?.stop());

async function enquiryReceivedDaysAgo(app: NestExpressApplication, days: number, firstName: string): Promise<void> {
  const body = days % 2 ? shortEnquiry({ firstName }) : contactEnquiry({ firstName });
  const { id } = (await request(app.getHttpServer()).post('/api/enquiries').send(body).expect(201)).body as { id: string };
  await withDatabase(db.adminUrl, (client) =>
    client.query(`UPDATE enquiry.enquiries SET received_at = now() - make_interval(days => $2) WHERE id = $1`, [id, days]),
  );
}

const remaining = () =>
  withDatabase(db.adminUrl, async (client) =>
    (await client.query('SELECT first_name FROM enquiry.enquiries ORDER BY first_name')).rows.map((row: { first_name: string }) => row.first_name),
  );

it.each<[string | undefined, number, number]>([
  [undefined, 730, 729],
  ['30', 30, 29],
])('with ENQUIRY_RETENTION_DAYS=%s deletes enquiries older than %i days and keeps the rest', async (setting, limit, kept) => {
  const app = await startApp({ DATABASE_URL: db.enquiryUrl, ENQUIRY_RETENTION_DAYS: setting });
  try {
    await withDatabase(db.adminUrl, (client) => client.query('TRUNCATE enquiry.enquiries CASCADE'));
    await enquiryReceivedDaysAgo(app, limit + 1, 'Expired');
    await enquiryReceivedDaysAgo(app, kept, 'Kept');
    await enquiryReceivedDaysAgo(app, 0, 'Today');

    expect(await app.get(RetentionJob).run()).toBe(1);
    expect(await remaining()).toEqual(['Kept', 'Today']);
  } finally {
    await app.close();
  }
});

it('deletes spam once it has been spam for ENQUIRY_SPAM_RETENTION_DAYS (default 30), and keeps other enquiries that old', async () => {
  const app = await startApp({ DATABASE_URL: db.enquiryUrl });
  try {
    await withDatabase(db.adminUrl, (client) => client.query('TRUNCATE enquiry.enquiries CASCADE'));
    await enquiryReceivedDaysAgo(app, 31, 'OldSpam');
    await enquiryReceivedDaysAgo(app, 29, 'RecentSpam');
    await enquiryReceivedDaysAgo(app, 90, 'MarkedSpamToday');
    await enquiryReceivedDaysAgo(app, 31, 'OldLead');
    await withDatabase(db.adminUrl, async (client) => {
      await client.query(`UPDATE enquiry.enquiries SET status = 'spam', spam_reason = 'honeypot' WHERE first_name IN ('OldSpam', 'RecentSpam')`);
      await client.query(`UPDATE enquiry.enquiries SET status = 'spam', spam_reason = 'staff', status_changed_at = now() WHERE first_name = 'MarkedSpamToday'`);
    });

    expect(await app.get(RetentionJob).run()).toBe(1);
    expect(await remaining()).toEqual(['MarkedSpamToday', 'OldLead', 'RecentSpam']);
  } finally {
    await app.close();
  }
});

it('refuses to start with a retention that is not a whole number of days', async () => {
  await expect(startApp({ DATABASE_URL: db.enquiryUrl, ENQUIRY_RETENTION_DAYS: 'forever' })).rejects.toThrow(
    'ENQUIRY_RETENTION_DAYS must be a whole number of days, at least 1',
  );
});
