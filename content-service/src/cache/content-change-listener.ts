import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DatabaseAvailability, isDatabaseUnavailable } from '@site/nest-server-kit';
import { Client } from 'pg';
import { CONTENT_CHANGED_CHANNEL, isFromAnotherInstance } from './content-changes.repository';
import { ContentCache } from './content-cache';

const FIRST_RETRY_DELAY_MS = 250;
/** Short enough that caching resumes within seconds of the database coming back. */
const MAX_RETRY_DELAY_MS = 2000;
export const LISTENER_APPLICATION_NAME = 'content-service-listener';

/**
 * Keeps a dedicated connection LISTENing for content changes made by any instance and empties the
 * cache when one arrives. While the connection is down the cache is suspended (it keeps its copies for
 * a database outage) and the connection is re-opened with a growing delay. A lost database is reported
 * to DatabaseAvailability, which logs an outage once for the whole service.
 */
@Injectable()
export class ContentChangeListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ContentChangeListener.name);
  private readonly databaseUrl: string;
  private client?: Client;
  private retryTimer?: NodeJS.Timeout;
  private failedAttempts = 0;
  private stopped = false;

  constructor(
    private readonly cache: ContentCache,
    private readonly database: DatabaseAvailability,
    config: ConfigService,
  ) {
    this.databaseUrl = config.getOrThrow<string>('database.url');
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.cache.suspend();
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL && isFromAnotherInstance(message.payload, this.cache.instanceId)) {
        this.cache.invalidateAll();
      }
    });
    client.on('error', (error) => this.connectionLost(client, error));
    client.on('end', () => this.connectionLost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`);
    } catch (error) {
      this.reportProblem('Cannot listen for content changes', error);
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.failedAttempts > 0) {
      this.logger.debug('Listening for content changes again');
    }
    this.failedAttempts = 0;
    this.cache.resume();
  }

  private connectionLost(client: Client, error?: Error): void {
    if (this.client !== client) {
      return;
    }
    this.client = undefined;
    this.cache.suspend();
    this.reportProblem('Lost the content change listener connection', error);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  /** A database outage is the database's news (logged once); anything else is logged on its first occurrence. */
  private reportProblem(what: string, error: unknown): void {
    if (error === undefined || isDatabaseUnavailable(error)) {
      this.database.reportUnavailable(error ?? new Error(what));
    } else if (this.failedAttempts === 0) {
      this.logger.warn({ message: what, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped) {
      return;
    }
    const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** this.failedAttempts, MAX_RETRY_DELAY_MS);
    this.failedAttempts += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }
}
