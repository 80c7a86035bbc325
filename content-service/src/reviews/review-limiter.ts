import { Injectable } from '@nestjs/common';
import { REVIEW_DECISIONS_PER_HOUR, REVIEW_VIEWS_PER_MINUTE, TOO_MANY_REVIEW_DECISIONS, TOO_MANY_REVIEW_VIEWS } from '@site/contracts';
import { RetryLaterException } from '@site/nest-server-kit';
import { type ReviewLimitKind, ReviewLimitsRepository } from './review-limits.repository';

const LIMITS: Record<ReviewLimitKind, { max: number; windowSeconds: number; message: string }> = {
  view: { max: REVIEW_VIEWS_PER_MINUTE, windowSeconds: 60, message: TOO_MANY_REVIEW_VIEWS },
  decision: { max: REVIEW_DECISIONS_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_REVIEW_DECISIONS },
};

/** Per link: 30 views a minute, 5 decisions an hour (fixed windows in the database, so replicas share them); past them 429 with Retry-After. */
@Injectable()
export class ReviewLimiter {
  constructor(private readonly limits: ReviewLimitsRepository) {}

  async admit(linkId: string, kind: ReviewLimitKind): Promise<void> {
    const { max, windowSeconds, message } = LIMITS[kind];
    const { count, secondsLeft } = await this.limits.increment(linkId, kind, windowSeconds);
    if (count > max) throw new RetryLaterException(message, secondsLeft);
  }
}
