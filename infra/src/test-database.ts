import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyDatabaseSetup, serviceDatabaseUrl } from './database-setup';
import { startEmbeddedDatabase } from './embedded-database';
import { freePort } from './free-port';

export interface TestDatabase {
  adminUrl: string;
  authUrl: string;
  contentUrl: string;
  stop(): Promise<void>;
}

/** A throw-away Postgres cluster set up exactly like production: one schema and role per service. */
export async function startTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-test-pg-'));
  const passwords = { authPassword: 'auth-test-password', contentPassword: 'content-test-password' };
  const database = await startEmbeddedDatabase({
    dataDir,
    port: await freePort(),
    password: 'postgres-test-password',
    databaseName: 'site',
    disposable: true,
  });
  await applyDatabaseSetup(database.adminUrl, passwords);
  return {
    adminUrl: database.adminUrl,
    authUrl: serviceDatabaseUrl(database.adminUrl, 'auth_service', passwords.authPassword),
    contentUrl: serviceDatabaseUrl(database.adminUrl, 'content_service', passwords.contentPassword),
    async stop() {
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
