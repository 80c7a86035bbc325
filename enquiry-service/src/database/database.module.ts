import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { withMigrationLock } from '../platform/database/migration-lock';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => dataSourceOptions(config.getOrThrow<string>('database.url')),
      dataSourceFactory: async (options) => {
        if (!options || options.type !== 'postgres' || !options.url) {
          throw new Error('The enquiry database options need a postgres URL');
        }
        // initialize() runs the pending migrations (migrationsRun) before the app serves.
        return withMigrationLock(options.url, () => new DataSource(options).initialize());
      },
    }),
  ],
})
export class DatabaseModule {}
