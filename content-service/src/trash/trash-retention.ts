import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditLogger } from '../audit/audit-logger';
import type { AppConfig } from '../config/app.config';
import { TrashService } from './trash.service';

/** The first pass waits a little (at most one interval), so a fleet starting together does not all purge at once. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/**
 * Every TRASH_PURGE_INTERVAL_SECONDS (an hour by default) on every replica: deletes for good what has been
 * in the trash longer than TRASH_RETENTION_DAYS.
 */
@Injectable()
export class TrashRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TrashRetention.name);
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly intervalMs: number;

  constructor(
    private readonly trash: TrashService,
    private readonly audit: AuditLogger,
    config: ConfigService,
  ) {
    this.intervalMs = config.getOrThrow<AppConfig>('app').trashPurgeIntervalSeconds * 1000;
  }

  onApplicationBootstrap(): void {
    this.schedule(Math.min(FIRST_RUN_DELAY_MS, this.intervalMs));
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** One pass; returns how many items were deleted for good. */
  async run(): Promise<number> {
    const purged = await this.trash.purgeExpired();
    for (const { id, title } of purged) {
      await this.audit.record({
        event: 'content.purged', userId: null, username: null, itemId: id, title,
        reason: `in the trash for more than ${this.trash.retentionInDays} days`, clientAddress: 'trash retention', requestId: null,
      });
    }
    if (purged.length > 0) {
      this.logger.log(`Trash retention: deleted ${purged.length} items for good`);
    }
    return purged.length;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.run()
        .catch((error: unknown) => this.logger.error(`Trash retention pass failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
