import { registerAs } from '@nestjs/config';
import { IsNumberString, IsOptional, IsString, Matches } from 'class-validator';
import { IsHttpUrl } from '@site/nest-server-kit';
import { validateEnvironment } from '@site/nest-server-kit';

const WHOLE_NUMBER = { no_symbols: true } as const;

class EnquiryEnvironment {
  @IsOptional()
  @IsString()
  HCAPTCHA_SECRET: string | undefined = undefined;

  @IsHttpUrl({ message: 'HCAPTCHA_VERIFY_URL must be an http:// or https:// URL' })
  HCAPTCHA_VERIFY_URL = 'https://api.hcaptcha.com/siteverify';

  @IsNumberString(WHOLE_NUMBER, { message: 'ENQUIRY_RATE_LIMIT must be a whole number' })
  ENQUIRY_RATE_LIMIT = '5';

  @IsNumberString(WHOLE_NUMBER, { message: 'ENQUIRY_RATE_WINDOW_SECONDS must be a whole number of seconds' })
  ENQUIRY_RATE_WINDOW_SECONDS = '600';

  @Matches(/^[1-9]\d*$/, { message: 'ENQUIRY_RETENTION_DAYS must be a whole number of days, at least 1' })
  ENQUIRY_RETENTION_DAYS = '730';
}

export interface EnquiryConfig {
  captcha: { secret?: string; verifyUrl: string };
  /** Enquiries accepted per client address within the window; more answer 429. */
  rateLimit: { max: number; windowSeconds: number };
  retentionDays: number;
}

export const enquiryConfig = registerAs('enquiry', (): EnquiryConfig => {
  const environment = validateEnvironment(EnquiryEnvironment);
  return {
    captcha: { secret: environment.HCAPTCHA_SECRET, verifyUrl: environment.HCAPTCHA_VERIFY_URL },
    rateLimit: { max: Number(environment.ENQUIRY_RATE_LIMIT), windowSeconds: Number(environment.ENQUIRY_RATE_WINDOW_SECONDS) },
    retentionDays: Number(environment.ENQUIRY_RETENTION_DAYS),
  };
});
