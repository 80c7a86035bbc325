import { ConfigType, registerAs } from '@nestjs/config';
import { Expose } from 'class-transformer';
import { IsDefined, Matches } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';

class DatabaseEnvironment {
  @Expose()
  @IsDefined({ message: 'DATABASE_URL is required (postgres URL of the auth_service role)' })
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// connection URL' })
  DATABASE_URL!: string;
}

export const databaseConfig = registerAs('database', () => ({ url: validateEnvironment(DatabaseEnvironment).DATABASE_URL }));

export type DatabaseConfig = ConfigType<typeof databaseConfig>;
