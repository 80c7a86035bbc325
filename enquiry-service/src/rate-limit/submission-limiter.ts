import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { RetryLaterException } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { enquiryConfig } from '../config/enquiry.config';

export const TOO_MANY_ENQUIRIES = 'Too many enquiries from your address. Please try again later, or call or e-mail us.';

export class TooManyEnquiriesException extends RetryLaterException {
  constructor(retryAfterSeconds: number) {
    super(TOO_MANY_ENQUIRIES, retryAfterSeconds);
  }
}

/**
 * Counts enquiries per client address in a fixed window, in the database so every replica shares the count.
 * Addresses are kept only as a hash: the limit needs to recognise an address, not to know it.
 */
@Injectable()
export class SubmissionLimiter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>,
  ) {}

  /** Counts this submission; throws TooManyEnquiriesException when the address is over its limit. */
  async take(address: string): Promise<void> {
    const { max, windowSeconds } = this.config.rateLimit;
    const rows: Array<{ count: number; retry_after: number }> = await this.dataSource.query(
      `INSERT INTO submission_limits AS l (address_hash, window_started_at, count) VALUES ($1, now(), 1)
       ON CONFLICT (address_hash) DO UPDATE SET
         count = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE l.count + 1 END,
         window_started_at = CASE WHEN l.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE l.window_started_at END
       RETURNING count, ceil(extract(epoch FROM l.window_started_at + make_interval(secs => $2) - now()))::int AS retry_after`,
      [hashAddress(address), windowSeconds],
    );
    const { count, retry_after: retryAfter } = rows[0];
    if (count > max) throw new TooManyEnquiriesException(Math.max(1, retryAfter));
  }

  /** Forgets windows that have ended (run by the daily retention job). */
  async forgetEndedWindows(): Promise<void> {
    await this.dataSource.query(`DELETE FROM submission_limits WHERE window_started_at <= now() - make_interval(secs => $1)`, [
      this.config.rateLimit.windowSeconds,
    ]);
  }
}

function hashAddress(address: string): string {
  return createHash('sha256').update(`enquiry-rate-limit:${address}`).digest('hex');
}
