import { registerAs } from '@nestjs/config';
import { IsDefined, Matches } from 'class-validator';
import { readEnvironment } from '../platform/config/read-environment';

class DatabaseEnvironment {
  @IsDefined({ message: 'DATABASE_URL is required (the postgres URL of the enquiry_service role)' })
  @Matches(/^postgres(?:ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL: string | undefined = undefined;
}

export interface DatabaseConfig {
  url: string;
}

export const databaseConfig = registerAs('database', (): DatabaseConfig => {
  const environment = readEnvironment(DatabaseEnvironment);
  return { url: environment.DATABASE_URL as string };
});
