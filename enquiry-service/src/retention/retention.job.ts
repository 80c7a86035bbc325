import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { enquiryConfig } from '../config/enquiry.config';
import { EnquiryRepository } from '../enquiries/enquiry.repository';
import { SubmissionLimiter } from '../rate-limit/submission-limiter';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first run waits a little so a fleet starting together does not all delete at once. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/**
 * Daily: deletes enquiries older than ENQUIRY_RETENTION_DAYS (their outbox rows go with them), spam once it has
 * been spam for ENQUIRY_SPAM_RETENTION_DAYS, and ended rate-limit windows.
 */
@Injectable()
export class RetentionJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionJob.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly limiter: SubmissionLimiter,
    @Inject(enquiryConfig.KEY) private readonly config: ConfigType<typeof enquiryConfig>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setTimeout(() => this.runAndReschedule(), FIRST_RUN_DELAY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** One pass; returns how many enquiries were deleted. */
  async run(): Promise<number> {
    const { retentionDays, spamRetentionDays } = this.config;
    const old = await this.enquiries.deleteReceivedBefore(retentionDays);
    // Counted from when it became spam, so an old enquiry marked spam today can still be taken back for a while.
    const spam = await this.enquiries.deleteSpamOlderThan(spamRetentionDays);
    await this.limiter.forgetEndedWindows();
    this.logger.log(`Retention: deleted ${old} enquiries older than ${retentionDays} days and ${spam} spam older than ${spamRetentionDays} days`);
    return old + spam;
  }

  private runAndReschedule(): void {
    this.run()
      .catch((error: unknown) => this.logger.error(`Retention pass failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.timer = setTimeout(() => this.runAndReschedule(), DAY_MS);
        this.timer.unref();
      });
  }
}
