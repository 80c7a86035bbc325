import { IsEmail, IsIn, IsOptional, Matches } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';
import type { SmtpSettings } from './smtp-mailer';

/** The variables every service that sends e-mail reads the same way. */
export class SmtpEnvironment {
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @IsEmail({}, { message: 'MAIL_FROM must be an e-mail address' })
  MAIL_FROM?: string;

  /** `true` lets e-mail go to an SMTP server that does not offer STARTTLS (a local test server). */
  @IsIn(['true', 'false'], { message: 'SMTP_ALLOW_PLAINTEXT must be true or false' })
  SMTP_ALLOW_PLAINTEXT: string = 'false';
}

/** SMTP_URL, MAIL_FROM (by default no-reply@ the site's host) and SMTP_ALLOW_PLAINTEXT; undefined without SMTP_URL. */
export function readSmtpSettings(siteUrl: string, env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const smtp = validateEnvironment(SmtpEnvironment, env);
  if (!smtp.SMTP_URL) return undefined;
  return { url: smtp.SMTP_URL, from: smtp.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}`, allowPlaintext: smtp.SMTP_ALLOW_PLAINTEXT === 'true' };
}
