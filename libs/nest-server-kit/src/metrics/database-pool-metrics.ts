import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { MetricsRegistry } from './metrics-registry';

/**
 * The database pool's use at each scrape: connections open, idle, and requests waiting for one (a
 * waiting count above zero for long means DATABASE_POOL_SIZE is too small or queries are slow).
 */
@Injectable()
export class DatabasePoolMetrics {
  constructor(@InjectDataSource() dataSource: DataSource, metrics: MetricsRegistry) {
    const pool = (): Pool | undefined => (dataSource.driver as unknown as { master?: Pool }).master;
    const gauge = (name: string, help: string, read: (pool: Pool) => number): void => {
      new Gauge({
        name,
        help,
        registers: [metrics.registry],
        collect() {
          const current = pool();
          if (current) this.set(read(current));
        },
      });
    };
    gauge('db_pool_connections', 'Connections the database pool holds open (busy and idle).', (current) => current.totalCount);
    gauge('db_pool_idle_connections', 'Open connections not in use.', (current) => current.idleCount);
    gauge('db_pool_waiting_requests', 'Queries waiting for a free connection.', (current) => current.waitingCount);
    gauge('db_pool_max_connections', 'The most connections the pool opens (DATABASE_POOL_SIZE).', (current) => current.options.max ?? 0);
  }
}
