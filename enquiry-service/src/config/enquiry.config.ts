import { registerAs } from '@nestjs/config';
import { IsNumberString, IsOptional, IsString, Matches } from 'class-validator';
import { IsHttpUrl, validateEnvironment } from '@site/nest-server-kit';

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
}

export interface EnquiryConfig {
  captcha: { secret?: string; verifyUrl: string };
  /** Enquiries stored normally per client address within the window; later ones are stored as held. */
  hold: { max: number; windowSeconds: number };
  /** Enquiries stored per client address, and from everyone together, per hour; more answer 429. */
  hardLimit: { perAddressPerHour: number; totalPerHour: number };
  retentionDays: number;
  spamRetentionDays: number;
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
  };
});
