import { registerAs } from '@nestjs/config';
import { type DatabaseSettings, readDatabaseSettings } from '@site/nest-server-kit';

export type DatabaseConfig = DatabaseSettings;

export const databaseConfig = registerAs('database', (): DatabaseConfig => readDatabaseSettings());
