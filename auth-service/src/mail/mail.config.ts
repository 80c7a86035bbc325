import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsIn } from 'class-validator';
import { IsHttpUrl, readSmtpSettings } from '@site/nest-server-kit';
import { validateEnvironment } from '../config/validate-environment';

class MailEnvironment {
  @Expose()
  @IsHttpUrl({ message: 'SITE_URL must be an http:// or https:// URL' })
  SITE_URL: string = 'http://localhost:8080';

  /** `true` lets production e-mail http:// links (a stack on a test machine without TLS). */
  @Expose()
  @IsIn(['true', 'false'], { message: 'ALLOW_INSECURE_LINKS must be true or false' })
  ALLOW_INSECURE_LINKS: string = 'false';
}

/**
 * Where links in e-mails and invitations point (https: in production, as they carry one-time tokens), and how
 * e-mail is sent (not at all without SMTP_URL; over TLS only unless SMTP_ALLOW_PLAINTEXT=true).
 */
export const mailConfig = registerAs('mail', () => {
  const env = validateEnvironment(MailEnvironment);
  const siteUrl = env.SITE_URL.replace(/\/+$/, '');
  if (process.env.NODE_ENV === 'production' && !siteUrl.startsWith('https://') && env.ALLOW_INSECURE_LINKS !== 'true') {
    throw new Error(
      `Invalid configuration: SITE_URL must be an https:// URL when NODE_ENV=production (${siteUrl} is not): invitation and ` +
        'password-reset links carry one-time tokens. Set ALLOW_INSECURE_LINKS=true only for a test stack without TLS',
    );
  }
  return {
    siteUrl,
    smtp: readSmtpSettings(siteUrl),
    /** First retry of a refused e-mail after this long, each later one four times longer (at most 6 hours). */
    retryBaseMs: 30_000,
    maxAttempts: 8,
    pollIntervalMs: 15_000,
  };
});

export type MailConfig = ConfigType<typeof mailConfig>;
