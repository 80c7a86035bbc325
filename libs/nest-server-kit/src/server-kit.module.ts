import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { DatabaseAvailability } from './database/database-availability';
import { ErrorFilter } from './errors/error.filter';
import { HealthController } from './health/health.controller';
import { ShutdownState } from './lifecycle/shutdown-state';

/**
 * Import once in the root module, after TypeOrmModule: the error filter, the health endpoints and the
 * shared state of database outages and shutdown (both injectable anywhere).
 */
@Module({})
export class ServerKitModule {
  static forRoot(): DynamicModule {
    return {
      module: ServerKitModule,
      global: true,
      controllers: [HealthController],
      providers: [ShutdownState, DatabaseAvailability, { provide: APP_FILTER, useClass: ErrorFilter }],
      exports: [ShutdownState, DatabaseAvailability],
    };
  }
}
