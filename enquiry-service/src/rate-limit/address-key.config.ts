import { hkdfSync, randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, MinLength } from 'class-validator';
import { validateEnvironment } from '@site/nest-server-kit';

class AddressKeyEnvironment {
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'ENQUIRY_ADDRESS_KEY_SECRET must be a random secret of at least 32 characters' })
  ENQUIRY_ADDRESS_KEY_SECRET: string | undefined = undefined;

  @IsOptional()
  @IsString()
  HCAPTCHA_SECRET: string | undefined = undefined;
}

/**
 * The HMAC key the limiter keys client addresses with (issue 33: a bare hash of an IPv4 address is reversed by
 * trying all four billion). ENQUIRY_ADDRESS_KEY_SECRET, else one derived from HCAPTCHA_SECRET (required in
 * production, and the same on every replica, so they share counts); with neither (development), a random
 * key for this process.
 */
export const addressKeyConfig = registerAs('enquiryAddressKey', (): { secret: Buffer } => {
  const environment = validateEnvironment(AddressKeyEnvironment);
  if (environment.ENQUIRY_ADDRESS_KEY_SECRET) return { secret: Buffer.from(environment.ENQUIRY_ADDRESS_KEY_SECRET, 'utf8') };
  if (environment.HCAPTCHA_SECRET) return { secret: Buffer.from(hkdfSync('sha256', environment.HCAPTCHA_SECRET, 'enquiry-address-key', 'hmac-sha256', 32)) };
  new Logger('SubmissionLimiter').warn('Neither ENQUIRY_ADDRESS_KEY_SECRET nor HCAPTCHA_SECRET is set: address keys use a random key of this process only');
  return { secret: randomBytes(32) };
});
