import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { clientAddressKey, RetryLaterException } from '@site/nest-server-kit';
import { enquiryConfig } from '../config/enquiry.config';
import { addressKey } from './address-key';
import { addressKeyConfig } from './address-key.config';
import { SubmissionLimitRepository } from './submission-limit.repository';

export const TOO_MANY_ENQUIRIES = 'Too many enquiries from your address. Please try again later, or call or e-mail us.';
export const TOO_MANY_ENQUIRIES_IN_TOTAL = 'We are receiving too many enquiries right now. Please try again later, or call or e-mail us.';

const HOUR_SECONDS = 3600;

export class TooManyEnquiriesException extends RetryLaterException {
  constructor(message: string, retryAfterSeconds: number) {
    super(message, retryAfterSeconds);
  }
}

/** What to do with a submission that passed the limits: store it normally, or store it held for a person to release. */
export type Admission = 'accepted' | 'held';

/**
 * Counts enquiries in fixed windows, in the database so every replica shares the counts: per client address
 * (IPv6 by /64) over ENQUIRY_HOLD_WINDOW_SECONDS, past which enquiries are held, and per address and in total
 * per hour, past which they are refused, so a flood cannot fill the disk. Only enquiries that passed the captcha
 * and the honeypot count towards the total and the hold. Addresses are kept only as HMACs.
 */
@Injectable()
export class SubmissionLimiter {
  constructor(
    private readonly limits: SubmissionLimitRepository,
    @Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>,
    @Inject(addressKeyConfig.KEY) private readonly keys: ConfigType<typeof addressKeyConfig>,
  ) {}

  /**
   * Counts this submission against its own address; throws TooManyEnquiriesException past the hourly limit.
   * Every submission counts here, spam included, before the captcha is asked about.
   */
  async takeForAddress(address: string): Promise<void> {
    const perAddress = await this.count(`hour:${this.keyOf(address)}`, HOUR_SECONDS);
    if (perAddress.count > this.config.hardLimit.perAddressPerHour) throw new TooManyEnquiriesException(TOO_MANY_ENQUIRIES, perAddress.retryAfter);
  }

  /**
   * Counts an enquiry that passed the captcha and the honeypot against everyone's hourly total (429 past it),
   * then decides whether it is held. Spam never reaches this, so failed captchas cannot close the form for others.
   */
  async takeShared(address: string): Promise<Admission> {
    const total = await this.count('total', HOUR_SECONDS);
    if (total.count > this.config.hardLimit.totalPerHour) throw new TooManyEnquiriesException(TOO_MANY_ENQUIRIES_IN_TOTAL, total.retryAfter);
    const recent = await this.count(`hold:${this.keyOf(address)}`, this.config.hold.windowSeconds);
    return recent.count > this.config.hold.max ? 'held' : 'accepted';
  }

  /** The address as counted: an HMAC with the limiter's secret, never the address itself. */
  private keyOf(address: string): string {
    return addressKey(clientAddressKey(address), this.keys.secret);
  }

  /** Forgets windows that have ended (run by the daily retention job). */
  async forgetEndedWindows(): Promise<void> {
    await this.limits.deleteStartedBefore(Math.max(this.config.hold.windowSeconds, HOUR_SECONDS));
  }

  private async count(key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
    const window = await this.limits.increment(key, windowSeconds);
    return { count: window.count, retryAfter: Math.max(1, window.secondsLeft) };
  }
}
