import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { authDataSourceOptions } from './data-source';
import { DatabaseConfig } from './database.config';

/** Connects and runs pending migrations before any other module starts, so the app never serves an old schema. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        ...authDataSourceOptions(config.getOrThrow<DatabaseConfig>('database').url),
        retryAttempts: 5,
        retryDelay: 2000,
      }),
    }),
  ],
})
export class DatabaseModule {}
