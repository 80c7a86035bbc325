import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migratingDataSourceFactory, postgresPoolOptions, TypeOrmNestLogger } from '@site/nest-server-kit';
import { authDataSourceOptions } from './data-source';
import { DatabaseConfig } from './database.config';

/**
 * Connects and runs pending migrations (under the advisory lock, so instances starting together do not
 * race) before any other module starts, so the app never serves an old schema.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const settings = config.getOrThrow<DatabaseConfig>('database');
        return {
          ...authDataSourceOptions(settings.url),
          ...postgresPoolOptions(settings),
          logging: ['error', 'warn', 'migration'],
          logger: new TypeOrmNestLogger(),
          retryAttempts: 5,
          retryDelay: 2000,
        };
      },
      dataSourceFactory: migratingDataSourceFactory('auth-service'),
    }),
  ],
})
export class DatabaseModule {}
