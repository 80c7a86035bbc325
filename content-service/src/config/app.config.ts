import { registerAs } from '@nestjs/config';
import { type MailDeliverySettings, readServerSettings, readSmtpSettings, type ServerSettings, type SmtpSettings, validateEnvironment } from '@site/nest-server-kit';
import { IsIn, Matches } from 'class-validator';
import { IsHttpUrl } from '@site/nest-server-kit';
import { IsTimeZoneName } from '../calendar/is-time-zone-name';

class ContentEnvironment {
  @IsIn(['true', 'false'], { message: 'SEED_SAMPLE_CONTENT must be "true" or "false"' })
  SEED_SAMPLE_CONTENT = 'true';

  @IsHttpUrl({ message: 'SITE_URL must be an http:// or https:// URL' })
  SITE_URL = 'http://localhost:8080';

  @IsTimeZoneName({ message: 'SITE_TIME_ZONE must be an IANA time zone name such as Australia/Melbourne' })
  SITE_TIME_ZONE = 'Australia/Melbourne';

  @Matches(/^[1-9]\d{0,3}$/, { message: 'TRASH_RETENTION_DAYS must be a whole number of days from 1 to 9999' })
  TRASH_RETENTION_DAYS = '30';

  @Matches(/^[1-9]\d{0,4}$/, { message: 'TRASH_PURGE_INTERVAL_SECONDS must be a whole number of seconds from 1 to 99999' })
  TRASH_PURGE_INTERVAL_SECONDS = '3600';
}

export interface AppConfig extends ServerSettings {
  seedSampleContent: boolean;
  siteUrl: string;
  /** Where "today" is reckoned for scheduled posts and default dates. */
  siteTimeZone: string;
  /** Days an item stays in the trash before it is deleted for good. */
  trashRetentionDays: number;
  /** How often each replica looks for items past the retention (the first pass comes within a minute of start). */
  trashPurgeIntervalSeconds: number;
  /** Reviewers' decisions are e-mailed to the item's author through SMTP_URL (none without it). */
  mail: MailDeliverySettings & { smtp: SmtpSettings | undefined };
}

/**
 * Only a content write may carry a long post (BODY_LIMIT, 2 MB by default), and only with a valid staff
 * token; every other body the service reads is small.
 */
const CONTENT_WRITES = [
  { method: 'POST', path: /^\/api\/cms\/content\/?$/ },
  { method: 'PUT', path: /^\/api\/cms\/content\/[^/]+\/?$/ },
  // A readiness check carries the item's body, as long as a save's.
  { method: 'POST', path: /^\/api\/cms\/readiness\/?$/ },
];
export const OTHER_ROUTES_BODY_LIMIT = '64kb';
/** Image uploads: multipart, read by the media upload handler itself up to MEDIA_MAX_BYTES. */
const UPLOADS = [{ method: 'POST', path: /^\/api\/cms\/media\/?$/ }];

export const appConfig = registerAs('app', (): AppConfig => {
  const environment = validateEnvironment(ContentEnvironment);
  const siteUrl = environment.SITE_URL.replace(/\/+$/, '');
  return {
    ...readServerSettings({ port: 3002, bodyLimit: '2mb' }),
    largeBodies: { routes: CONTENT_WRITES, otherRoutesLimit: OTHER_ROUTES_BODY_LIMIT },
    multipartRoutes: UPLOADS,
    seedSampleContent: environment.SEED_SAMPLE_CONTENT === 'true',
    siteUrl,
    siteTimeZone: environment.SITE_TIME_ZONE,
    trashRetentionDays: Number(environment.TRASH_RETENTION_DAYS),
    trashPurgeIntervalSeconds: Number(environment.TRASH_PURGE_INTERVAL_SECONDS),
    mail: { smtp: readSmtpSettings(siteUrl), retryBaseMs: 30_000, maxAttempts: 8, pollIntervalMs: 15_000 },
  };
});
