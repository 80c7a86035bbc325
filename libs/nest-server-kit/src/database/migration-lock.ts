import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';

/**
 * Runs `work` while holding a session advisory lock named `lockName`, so that instances starting together
 * apply the migrations one after the other instead of racing on the same CREATE TABLE.
 */
export async function withMigrationLock<T>(databaseUrl: string, lockName: string, work: () => Promise<T>, connectTimeoutMs = 10_000): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: `${lockName}-migration-lock`, connectionTimeoutMillis: connectTimeoutMs });
  // A connection lost while waiting must fail `work`'s caller, not crash the process with an unhandled 'error'.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`${lockName}:migrations`]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A `dataSourceFactory` for TypeOrmModule.forRootAsync: initialises the data source (which runs the
 * pending migrations when `migrationsRun` is set) while holding the migration lock.
 */
export function migratingDataSourceFactory(lockName: string) {
  return async (options?: DataSourceOptions): Promise<DataSource> => {
    if (!options || options.type !== 'postgres' || !options.url) {
      throw new Error('The database options need a postgres URL');
    }
    const connectTimeoutMs = options.connectTimeoutMS;
    return withMigrationLock(options.url, lockName, () => new DataSource(options).initialize(), connectTimeoutMs);
  };
}
