import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { createApp } from '../../src/app';

export type Environment = Record<string, string | undefined>;

/** Settings every test app starts from: not production, no captcha secret, no SMTP, generous limits. */
export const QUIET_ENVIRONMENT: Environment = {
  HCAPTCHA_SECRET: undefined,
  HCAPTCHA_VERIFY_URL: undefined,
  SMTP_URL: undefined,
  ENQUIRY_NOTIFY_TO: undefined,
  SMTP_ALLOW_PLAINTEXT: undefined,
  ENQUIRY_HOLD_LIMIT: '1000',
  ENQUIRY_HARD_LIMIT_PER_ADDRESS: '1000',
  ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR: '10000',
  NODE_ENV: 'test',
  TRUST_PROXY: 'loopback',
};

/**
 * Boots the real app in-process with the given environment, which is applied only while the app
 * reads its configuration so that apps with different settings can run side by side.
 */
export async function startApp(environment: Environment, logger: LoggerService | false = false): Promise<NestExpressApplication> {
  const all = { ...QUIET_ENVIRONMENT, ...environment };
  const saved = Object.fromEntries(Object.keys(all).map((name) => [name, process.env[name]]));
  applyEnvironment(all);
  try {
    return await createApp({ logger });
  } finally {
    applyEnvironment(saved);
  }
}

function applyEnvironment(environment: Environment): void {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/** Runs SQL as the given database role. */
export async function withDatabase<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Empties every enquiry table (once an app has created them). */
export async function resetEnquiries(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('enquiry.enquiries') IS NOT NULL AS exists`);
    if (rows[0].exists) await client.query('TRUNCATE enquiry.enquiries, enquiry.notifications, enquiry.submission_limits');
  });
}
