import { registerAs } from '@nestjs/config';
import { type DatabaseSettings, readDatabaseSettings } from '@site/nest-server-kit';

export const databaseConfig = registerAs('database', (): DatabaseSettings => readDatabaseSettings());
