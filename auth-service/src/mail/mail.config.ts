import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsEmail, IsOptional, Matches } from 'class-validator';
import { IsHttpUrl } from '@site/nest-server-kit';
import { validateEnvironment } from '../config/validate-environment';

class MailEnvironment {
  @Expose()
  @IsOptional()
  @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @Expose()
  @IsOptional()
  @IsEmail({}, { message: 'MAIL_FROM must be an e-mail address' })
  MAIL_FROM?: string;

  @Expose()
  @IsHttpUrl({ message: 'SITE_URL must be an http:// or https:// URL' })
  SITE_URL: string = 'http://localhost:8080';
}

/** Where links in e-mails and invitations point, and how e-mail is sent (not at all without SMTP_URL). */
export const mailConfig = registerAs('mail', () => {
  const env = validateEnvironment(MailEnvironment);
  const siteUrl = env.SITE_URL.replace(/\/+$/, '');
  return {
    siteUrl,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}` } : undefined,
    /** First retry of a refused e-mail after this long, each later one four times longer (at most 6 hours). */
    retryBaseMs: 30_000,
    maxAttempts: 8,
    pollIntervalMs: 15_000,
  };
});

export type MailConfig = ConfigType<typeof mailConfig>;
