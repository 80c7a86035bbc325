import { IsDefined, IsInt, Matches, Max, Min } from 'class-validator';
import { validateEnvironment } from '../config/validate-environment';

class DatabaseEnvironment {
  @Matches(/^postgres(?:ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  @IsDefined({ message: "DATABASE_URL is required (the postgres:// URL of this service's database role)" })
  DATABASE_URL!: string;

  @Min(1, { message: 'DATABASE_POOL_SIZE must be between 1 and 100' })
  @Max(100, { message: 'DATABASE_POOL_SIZE must be between 1 and 100' })
  @IsInt({ message: 'DATABASE_POOL_SIZE must be a whole number' })
  DATABASE_POOL_SIZE: number = 10;

  @Min(100, { message: 'DATABASE_CONNECT_TIMEOUT_MS must be at least 100' })
  @IsInt({ message: 'DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds' })
  DATABASE_CONNECT_TIMEOUT_MS: number = 3000;

  @Min(100, { message: 'DATABASE_STATEMENT_TIMEOUT_MS must be at least 100' })
  @IsInt({ message: 'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds' })
  DATABASE_STATEMENT_TIMEOUT_MS: number = 10000;
}

export interface DatabaseSettings {
  url: string;
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** DATABASE_URL (or DATABASE_URL_FILE) and the pool limits; see the package README for the defaults. */
export function readDatabaseSettings(env: NodeJS.ProcessEnv = process.env): DatabaseSettings {
  const values = validateEnvironment(DatabaseEnvironment, env);
  return {
    url: values.DATABASE_URL,
    poolSize: values.DATABASE_POOL_SIZE,
    connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}

/**
 * The TypeORM postgres options for the pool: a bounded connect time and statement time, so a hung
 * database answers 503 after a few seconds instead of piling requests up, and idle connections that
 * a restarted database cut are dropped rather than handed out.
 */
export function postgresPoolOptions(settings: DatabaseSettings) {
  return {
    url: settings.url,
    connectTimeoutMS: settings.connectTimeoutMs,
    extra: {
      max: settings.poolSize,
      statement_timeout: settings.statementTimeoutMs,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    },
  } as const;
}
