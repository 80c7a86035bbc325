import { registerAs } from '@nestjs/config';
import { IsEmail, IsIn, IsOptional, Matches } from 'class-validator';
import { validateEnvironment } from '@site/nest-server-kit';

const SECONDS = /^\d+(?:\.\d+)?$/;

class NotificationEnvironment {
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL: string | undefined = undefined;

  @IsOptional()
  @IsEmail({}, { message: 'ENQUIRY_NOTIFY_TO must be an e-mail address' })
  ENQUIRY_NOTIFY_TO: string | undefined = undefined;

  @IsOptional()
  @IsEmail({}, { message: 'ENQUIRY_NOTIFY_FROM must be an e-mail address' })
  ENQUIRY_NOTIFY_FROM: string | undefined = undefined;

  @Matches(SECONDS, { message: 'ENQUIRY_NOTIFY_RETRY_SECONDS must be a number of seconds' })
  ENQUIRY_NOTIFY_RETRY_SECONDS = '30';

  @Matches(/^[1-9]\d*$/, { message: 'ENQUIRY_NOTIFY_MAX_ATTEMPTS must be a whole number, at least 1' })
  ENQUIRY_NOTIFY_MAX_ATTEMPTS = '8';

  @Matches(SECONDS, { message: 'ENQUIRY_NOTIFY_POLL_SECONDS must be a number of seconds' })
  ENQUIRY_NOTIFY_POLL_SECONDS = '15';

  /** `true` lets e-mail go to an SMTP server that does not offer STARTTLS (a local test server). */
  @IsIn(['true', 'false'], { message: 'SMTP_ALLOW_PLAINTEXT must be true or false' })
  SMTP_ALLOW_PLAINTEXT = 'false';
}

export interface NotificationConfig {
  /** Both SMTP_URL and ENQUIRY_NOTIFY_TO set; otherwise no e-mail is sent and the inbox says so. Over TLS unless allowPlaintext. */
  smtp?: { url: string; to: string; from: string; allowPlaintext: boolean };
  /** SMTP_URL set (for the other services' e-mails) without ENQUIRY_NOTIFY_TO: said at start, as no enquiry e-mail goes out. */
  serverWithoutRecipient: boolean;
  /** First retry after this long; each later one waits four times as long (capped at six hours). */
  retryBaseMs: number;
  maxAttempts: number;
  pollIntervalMs: number;
}

export const notificationConfig = registerAs('notification', (): NotificationConfig => {
  const environment = validateEnvironment(NotificationEnvironment);
  // SMTP_URL is every service's mail server, so it may be set for the others' e-mails alone; a recipient without a server is a mistake.
  if (environment.ENQUIRY_NOTIFY_TO && !environment.SMTP_URL) {
    throw new Error('Invalid configuration: ENQUIRY_NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL to e-mail staff about new enquiries, or leave both unset');
  }
  const { SMTP_URL: url, ENQUIRY_NOTIFY_TO: to } = environment;
  return {
    smtp: url && to ? { url, to, from: environment.ENQUIRY_NOTIFY_FROM ?? to, allowPlaintext: environment.SMTP_ALLOW_PLAINTEXT === 'true' } : undefined,
    serverWithoutRecipient: Boolean(url) && !to,
    retryBaseMs: Number(environment.ENQUIRY_NOTIFY_RETRY_SECONDS) * 1000,
    maxAttempts: Number(environment.ENQUIRY_NOTIFY_MAX_ATTEMPTS),
    pollIntervalMs: Number(environment.ENQUIRY_NOTIFY_POLL_SECONDS) * 1000,
  };
});
