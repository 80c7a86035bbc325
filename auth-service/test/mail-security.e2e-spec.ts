import { SmtpTestServer, startSmtpServer } from '@site/nest-server-kit/testing';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { startTestDatabase, TestDatabase } from '../../infra/src/test-database';
import { MailOutboxService } from '../src/mail/mail-outbox.service';
import { bootApp, Environment, testEnvironment } from './support/boot-app';

const MAIL = { to: 'someone@example.com.au', subject: 'Hello over TLS only', text: 'A one-time link would be here.' };

describe('e-mail security', () => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  const running: NestExpressApplication[] = [];

  const start = async (overrides: Environment): Promise<NestExpressApplication> => {
    const app = await bootApp(testEnvironment(database.authUrl, { SITE_URL: 'https://www.example.com.au', ...overrides }));
    running.push(app);
    return app;
  };

  /** The outbox row of MAIL once a delivery attempt has been made (the operator's view of it). */
  const attempted = async (app: NestExpressApplication): Promise<{ state: string; last_error: string | null }> => {
    for (let waited = 0; waited < 15_000; waited += 100) {
      const [row] = await app.get(DataSource).query(`SELECT state, attempts, last_error FROM auth.outbox WHERE subject = $1`, [MAIL.subject]);
      if (row && (row.state === 'sent' || row.attempts > 0)) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no delivery attempt within 15 s');
  };

  beforeAll(async () => {
    [database, smtp] = await Promise.all([startTestDatabase(), startSmtpServer()]);
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((app) => app.close()));
    const client = new Client({ connectionString: database.adminUrl });
    await client.connect();
    await client.query('DELETE FROM auth.outbox');
    await client.end();
  });

  afterAll(async () => {
    await Promise.all([database?.stop(), smtp?.close()]);
  });

  it('sends nothing to an SMTP server that offers no STARTTLS, and says why in the outbox', async () => {
    const app = await start({ SMTP_URL: smtp.url });
    await app.get(MailOutboxService).enqueue(MAIL);

    const row = await attempted(app);
    expect(row.state).not.toBe('sent');
    expect(row.last_error).toMatch(/STARTTLS/i);
    expect(smtp.received.filter((mail) => mail.data.includes(MAIL.subject))).toEqual([]);
  });

  it('sends to that server when SMTP_ALLOW_PLAINTEXT=true', async () => {
    const app = await start({ SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: 'true' });
    await app.get(MailOutboxService).enqueue(MAIL);

    expect((await attempted(app)).state).toBe('sent');
    expect(smtp.received.filter((mail) => mail.data.includes(MAIL.subject))).toHaveLength(1);
  });

  const production = { NODE_ENV: 'production', ADMIN_PASSWORD: 'marmalade lighthouse velvet 42' };

  it('refuses to start in production when e-mailed links would be http:', async () => {
    await expect(start({ ...production, SITE_URL: 'http://www.example.com.au' })).rejects.toThrow(
      /SITE_URL must be an https:\/\/ URL when NODE_ENV=production \(http:\/\/www\.example\.com\.au is not\)/,
    );
  });

  it('starts in production with http: links only when ALLOW_INSECURE_LINKS=true', async () => {
    await expect(start({ ...production, SITE_URL: 'http://127.0.0.1:8080', ALLOW_INSECURE_LINKS: 'true' })).resolves.toBeDefined();
  });
});
