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
 * per hour, past which they are refused, so a flood cannot fill the disk. Addresses are kept only as HMACs.
 */
@Injectable()
export class SubmissionLimiter {
  constructor(
    private readonly limits: SubmissionLimitRepository,
    @Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>,
    @Inject(addressKeyConfig.KEY) private readonly keys: ConfigType<typeof addressKeyConfig>,
  ) {}

  /** Counts this submission; throws TooManyEnquiriesException when a hard limit is passed. */
  async take(address: string): Promise<Admission> {
    const { hold, hardLimit } = this.config;
    const key = addressKey(clientAddressKey(address), this.keys.secret);
    const perAddress = await this.count(`hour:${key}`, HOUR_SECONDS);
    if (perAddress.count > hardLimit.perAddressPerHour) throw new TooManyEnquiriesException(TOO_MANY_ENQUIRIES, perAddress.retryAfter);
    // An address already refused above is not counted here, so one address cannot close the form for everyone.
    const total = await this.count('total', HOUR_SECONDS);
    if (total.count > hardLimit.totalPerHour) throw new TooManyEnquiriesException(TOO_MANY_ENQUIRIES_IN_TOTAL, total.retryAfter);
    const recent = await this.count(`hold:${key}`, hold.windowSeconds);
    return recent.count > hold.max ? 'held' : 'accepted';
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
