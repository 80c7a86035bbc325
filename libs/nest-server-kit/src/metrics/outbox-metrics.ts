import { Logger, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { MetricsRegistry } from './metrics-registry';

export interface OutboxMetricsOptions {
  /**
   * One row with `pending` (messages not yet sent or given up) and `oldest_age_seconds` (age of the oldest
   * of them, null when there is none), read at each scrape.
   */
  sql: string;
}

export const OUTBOX_METRICS = Symbol('OUTBOX_METRICS');

/**
 * A provider (add it to the root module) that exposes an outbox's backlog at each scrape:
 * `outbox_pending_messages` and `outbox_oldest_pending_age_seconds`. Each service has its own metrics
 * port, so Prometheus's target labels tell auth-service's outbox from enquiry-service's. When the
 * database cannot be asked, both are left out of that scrape rather than failing it.
 */
export function outboxMetricsProvider(options: OutboxMetricsOptions): Provider {
  return {
    provide: OUTBOX_METRICS,
    inject: [MetricsRegistry, getDataSourceToken()],
    useFactory: (metrics: MetricsRegistry, dataSource: DataSource) => {
      const logger = new Logger('Metrics');
      let reading: Promise<{ pending: number; oldestAgeSeconds: number } | undefined> | undefined;
      // Both gauges are collected in one scrape: one query serves them.
      const read = () =>
        (reading ??= dataSource
          .query(options.sql)
          .then((rows: Array<{ pending: string | number; oldest_age_seconds: string | number | null }>) => ({
            pending: Number(rows[0]?.pending ?? 0),
            oldestAgeSeconds: Number(rows[0]?.oldest_age_seconds ?? 0),
          }))
          .catch((error: unknown) => {
            logger.debug(`Outbox backlog not read: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
          })
          .finally(() => setImmediate(() => (reading = undefined))));
      const gauge = (name: string, help: string, pick: (backlog: { pending: number; oldestAgeSeconds: number }) => number) =>
        new Gauge({
          name,
          help,
          registers: [metrics.registry],
          async collect() {
            const backlog = await read();
            if (backlog) this.set(pick(backlog));
            else this.reset();
          },
        });
      return [
        gauge('outbox_pending_messages', 'E-mails stored and not yet sent (nor given up).', (backlog) => backlog.pending),
        gauge('outbox_oldest_pending_age_seconds', 'Age of the oldest e-mail not yet sent; 0 when none waits.', (backlog) => backlog.oldestAgeSeconds),
      ];
    },
  };
}
