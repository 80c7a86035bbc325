import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type Environment, startTestApp, withDatabase } from '@site/nest-server-kit/testing';
import { createApp } from '../../src/app';

export { withDatabase, type Environment };

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

/** Boots the real app in-process over the quiet settings, with the given environment applied only while it boots. */
export function startApp(environment: Environment, logger: LoggerService | false = false): Promise<NestExpressApplication> {
  return startTestApp(QUIET_ENVIRONMENT, environment, () => createApp({ logger }));
}

/** Empties every enquiry table (once an app has created them). */
export async function resetEnquiries(databaseUrl: string): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('enquiry.enquiries') IS NOT NULL AS exists`);
    if (rows[0].exists) await client.query('TRUNCATE enquiry.enquiries, enquiry.notifications, enquiry.enquiry_notes, enquiry.staff_members, enquiry.submission_limits');
  });
}
