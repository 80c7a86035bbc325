import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AUDIT_RETENTION_DAYS, AuditEventTable } from './audit-event-table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first pass waits a little so a fleet starting together does not all delete at once. */
const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

/** Daily: deletes audit events older than 365 days. */
@Injectable()
export class AuditRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AuditRetention.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly events: AuditEventTable) {}

  onApplicationBootstrap(): void {
    this.schedule(FIRST_RUN_DELAY_MS);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** One pass; returns how many events were deleted. */
  async run(): Promise<number> {
    const deleted = await this.events.purgeOlderThan(AUDIT_RETENTION_DAYS);
    this.logger.log(`Audit retention: deleted ${deleted} events older than ${AUDIT_RETENTION_DAYS} days`);
    return deleted;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.run()
        .catch((error: unknown) => this.logger.error(`Audit retention pass failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => this.schedule(DAY_MS));
    }, delayMs);
    this.timer.unref();
  }
}
