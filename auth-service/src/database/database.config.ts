import { ConfigType, registerAs } from '@nestjs/config';
import { readDatabaseSettings } from '@site/nest-server-kit';

export const databaseConfig = registerAs('database', () => readDatabaseSettings());

export type DatabaseConfig = ConfigType<typeof databaseConfig>;
