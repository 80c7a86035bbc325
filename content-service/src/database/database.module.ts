import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migratingDataSourceFactory, postgresPoolOptions } from '@site/nest-server-kit';
import { dataSourceOptions } from './data-source';
import type { DatabaseConfig } from './database.config';

/** Connects, then runs the pending migrations under the advisory lock before the app serves. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const settings = config.getOrThrow<DatabaseConfig>('database');
        return { ...dataSourceOptions(settings.url), ...postgresPoolOptions(settings) };
      },
      dataSourceFactory: migratingDataSourceFactory('content-service'),
    }),
  ],
})
export class DatabaseModule {}
