import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How often an unreachable database is asked again, so recovery is noticed (and logged) within seconds. */
const PROBE_INTERVAL_MS = 1000;

/**
 * Knows whether the database is reachable, so that an outage is logged once when it starts and once
 * when it ends, however many requests and connections fail in between.
 */
@Injectable()
export class DatabaseAvailability implements OnModuleDestroy {
  private readonly logger = new Logger('Database');
  private probe?: NodeJS.Timeout;
  private unavailableSince?: number;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get isUnavailable(): boolean {
    return this.unavailableSince !== undefined;
  }

  /** Called with any error that means the database cannot be reached. */
  reportUnavailable(error: unknown): void {
    if (this.unavailableSince !== undefined) {
      return;
    }
    this.unavailableSince = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn({ message: 'Database unavailable: answering 503 until it is back', reason });
    this.probe = setInterval(() => void this.checkRecovered(), PROBE_INTERVAL_MS);
    this.probe.unref();
  }

  /** Readiness: asks the database (a fresh connection if the pool has none), true when it answers. */
  async isReachable(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      this.reportAvailable();
      return true;
    } catch (error) {
      if (this.dataSource.isInitialized) {
        this.reportUnavailable(error);
      }
      return false;
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.probe);
  }

  private async checkRecovered(): Promise<void> {
    if (!this.dataSource.isInitialized) {
      clearInterval(this.probe);
      return;
    }
    await this.isReachable();
  }

  private reportAvailable(): void {
    if (this.unavailableSince === undefined) {
      return;
    }
    const downForSeconds = Math.round((Date.now() - this.unavailableSince) / 1000);
    this.unavailableSince = undefined;
    clearInterval(this.probe);
    this.logger.log({ message: 'Database reachable again', downForSeconds });
  }
}
