import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { DatabaseAvailability } from './database/database-availability';
import { ErrorFilter } from './errors/error.filter';
import { HealthController } from './health/health.controller';
import { ShutdownState } from './lifecycle/shutdown-state';
import { DatabasePoolMetrics } from './metrics/database-pool-metrics';
import { MetricsRegistry } from './metrics/metrics-registry';

/**
 * Import once in the root module, after TypeOrmModule: the error filter, the health endpoints, the
 * shared state of database outages and shutdown, and the metrics registry with the request and database
 * pool metrics (all injectable anywhere).
 */
@Module({})
export class ServerKitModule {
  static forRoot(): DynamicModule {
    return {
      module: ServerKitModule,
      global: true,
      controllers: [HealthController],
      providers: [ShutdownState, DatabaseAvailability, MetricsRegistry, DatabasePoolMetrics, { provide: APP_FILTER, useClass: ErrorFilter }],
      exports: [ShutdownState, DatabaseAvailability, MetricsRegistry],
    };
  }
}
