import { Client } from 'pg';

/**
 * Runs `work` while holding a session advisory lock, so that instances starting together apply the
 * migrations one after the other instead of racing on the same CREATE TABLE.
 */
export async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'enquiry-service-migration-lock' });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('enquiry-service:migrations'))`);
    return await work();
  } finally {
    await client.end();
  }
}
