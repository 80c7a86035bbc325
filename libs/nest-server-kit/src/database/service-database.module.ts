import { DynamicModule } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { DatabaseSettings, postgresPoolOptions } from './database-settings';
import { migratingDataSourceFactory } from './migration-lock';
import { TypeOrmNestLogger } from './typeorm-logger';

export interface ServiceDatabaseOptions {
  /** Names the migration lock (and so must be the same for every instance of one service). */
  serviceName: string;
  /** The service's data source (entities, schema, migrations with `migrationsRun`) for its database URL. */
  dataSource: (url: string) => PostgresConnectionOptions;
  /** The ConfigService key of the service's DatabaseSettings (readDatabaseSettings). */
  settingsKey?: string;
}

/**
 * TypeOrmModule for a service: the pool settings (connect and statement timeouts), TypeORM's messages
 * through Nest's logger, retries while the database starts, and the migrations run under the advisory
 * lock before anything else starts, so the app never serves an old schema.
 */
export function serviceDatabaseModule(options: ServiceDatabaseOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    inject: [ConfigService],
    useFactory: (config: ConfigService) => {
      const settings = config.getOrThrow<DatabaseSettings>(options.settingsKey ?? 'database');
      return {
        logging: ['error', 'warn', 'migration'] as const,
        logger: new TypeOrmNestLogger(),
        ...options.dataSource(settings.url),
        ...postgresPoolOptions(settings),
        retryAttempts: 5,
        retryDelay: 2000,
      };
    },
    dataSourceFactory: migratingDataSourceFactory(options.serviceName),
  });
}
