import { registerAs } from '@nestjs/config';
import { IsNumberString, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { IsHttpUrl, validateEnvironment } from '@site/nest-server-kit';
import { isTimeZone } from '@site/nest-server-kit';

const WHOLE_NUMBER = { no_symbols: true } as const;
const AT_LEAST_ONE = /^[1-9]\d*$/;

class EnquiryEnvironment {
  @IsOptional()
  @IsString()
  HCAPTCHA_SECRET: string | undefined = undefined;

  @IsHttpUrl({ message: 'HCAPTCHA_VERIFY_URL must be an http:// or https:// URL' })
  HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

  @IsNumberString(WHOLE_NUMBER, { message: 'ENQUIRY_HOLD_LIMIT must be a whole number' })
  ENQUIRY_HOLD_LIMIT = '5';

  @Matches(AT_LEAST_ONE, { message: 'ENQUIRY_HOLD_WINDOW_SECONDS must be a whole number of seconds, at least 1' })
  ENQUIRY_HOLD_WINDOW_SECONDS = '600';

  @Matches(AT_LEAST_ONE, { message: 'ENQUIRY_HARD_LIMIT_PER_ADDRESS must be a whole number, at least 1' })
  ENQUIRY_HARD_LIMIT_PER_ADDRESS = '30';

  @Matches(AT_LEAST_ONE, { message: 'ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR must be a whole number, at least 1' })
  ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR = '500';

  @Matches(AT_LEAST_ONE, { message: 'ENQUIRY_RETENTION_DAYS must be a whole number of days, at least 1' })
  ENQUIRY_RETENTION_DAYS = '730';

  @Matches(AT_LEAST_ONE, { message: 'ENQUIRY_SPAM_RETENTION_DAYS must be a whole number of days, at least 1' })
  ENQUIRY_SPAM_RETENTION_DAYS = '30';

  /** Where business days (for reminders) and the report's weeks are reckoned; the same setting content-service reads. */
  @ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) } },
    { message: 'SITE_TIME_ZONE must be an IANA time zone name such as Australia/Melbourne' },
  )
  SITE_TIME_ZONE = 'Australia/Melbourne';

  @Matches(AT_LEAST_ONE, { message: 'ENQUIRY_REMINDER_CHECK_SECONDS must be a whole number of seconds, at least 1' })
  ENQUIRY_REMINDER_CHECK_SECONDS = '300';
}

export interface EnquiryConfig {
  captcha: { secret?: string; verifyUrl: string };
  /** Enquiries stored normally per client address within the window; later ones are stored as held. */
  hold: { max: number; windowSeconds: number };
  /** Enquiries stored per client address, and from everyone together, per hour; more answer 429. */
  hardLimit: { perAddressPerHour: number; totalPerHour: number };
  retentionDays: number;
  spamRetentionDays: number;
  siteTimeZone: string;
  /** How often each replica looks for enquiries that have waited a business day. */
  reminderCheckMs: number;
}

export const enquiryConfig = registerAs('enquiry', (): EnquiryConfig => {
  const environment = validateEnvironment(EnquiryEnvironment);
  if (process.env.NODE_ENV === 'production' && !environment.HCAPTCHA_SECRET) {
    throw new Error(
      'Invalid configuration: HCAPTCHA_SECRET (or HCAPTCHA_SECRET_FILE) is required when NODE_ENV=production: ' +
        "the secret key of the hCaptcha account whose site key the forms use, so that every enquiry's captcha is checked",
    );
  }
  return {
    captcha: { secret: environment.HCAPTCHA_SECRET, verifyUrl: environment.HCAPTCHA_VERIFY_URL },
    hold: { max: Number(environment.ENQUIRY_HOLD_LIMIT), windowSeconds: Number(environment.ENQUIRY_HOLD_WINDOW_SECONDS) },
    hardLimit: {
      perAddressPerHour: Number(environment.ENQUIRY_HARD_LIMIT_PER_ADDRESS),
      totalPerHour: Number(environment.ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR),
    },
    retentionDays: Number(environment.ENQUIRY_RETENTION_DAYS),
    spamRetentionDays: Number(environment.ENQUIRY_SPAM_RETENTION_DAYS),
    siteTimeZone: environment.SITE_TIME_ZONE,
    reminderCheckMs: Number(environment.ENQUIRY_REMINDER_CHECK_SECONDS) * 1000,
  };
});
