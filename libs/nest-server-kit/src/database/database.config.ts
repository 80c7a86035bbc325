import { registerAs } from '@nestjs/config';
import { type DatabaseSettings, readDatabaseSettings } from './database-settings';

/** The `database` configuration namespace every service loads (serviceDatabaseModule reads it). */
export const databaseConfig = registerAs('database', (): DatabaseSettings => readDatabaseSettings());
