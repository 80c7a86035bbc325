/**
 * `npm run restore -- FILE`: puts an archive made by `npm run backup` into an empty data folder
 * (LOCAL_DATA_DIR, else .data; MEDIA_DIR, else <data>/media), after checking every file against the
 * manifest. The key-encryption key comes from JWT_KEY_ENCRYPTION_KEY (or _FILE), as the archive does not
 * hold it. Anything not empty, a damaged archive or a missing key is refused before anything is written.
 * `npm start` then serves the restored site.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installedProgramsDir } from '../src/postgres-as-root';
import { unpackArchive } from './backup-archive';
import { databasePasswordsOf, SECRETS_IN_ARCHIVE } from './backup-secrets';
import { argumentFile, runCommand } from './command-line';
import type { LocalSecrets } from './local-secrets';
import { handDataFolderToServer } from './postgres-files';
import { loadProjectEnv, siteFolders } from './site-folders';

async function isEmptyOrAbsent(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

async function keyEncryptionKey(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.JWT_KEY_ENCRYPTION_KEY) return env.JWT_KEY_ENCRYPTION_KEY;
  if (env.JWT_KEY_ENCRYPTION_KEY_FILE) return (await readFile(env.JWT_KEY_ENCRYPTION_KEY_FILE, 'utf8')).trim();
  throw new Error(
    'Set JWT_KEY_ENCRYPTION_KEY (or JWT_KEY_ENCRYPTION_KEY_FILE) to the key-encryption key kept beside the backup ' +
      '(jwtKeyEncryptionKey in the old local-secrets.json): the archive does not hold it, and without it the stored signing key cannot be opened ' +
      '(README, "Backup and restore", says what to do if it is lost). Nothing was changed',
  );
}

/** The major version of the Postgres this install runs (a data folder opens only with its own major version). */
function installedPostgresMajor(): string {
  const version = execFileSync(path.join(installedProgramsDir(), 'bin', 'postgres'), ['--version'], { encoding: 'utf8' });
  const major = /(\d+)(\.\d+)?/.exec(version)?.[1];
  if (!major) throw new Error(`Cannot tell the version of the installed Postgres from "${version.trim()}"`);
  return major;
}

/** A folder that existed (empty) is emptied; one the restore made is removed. */
async function emptyAgain({ path: target, existed }: { path: string; existed: boolean }): Promise<void> {
  if (!existsSync(target)) return;
  if (!existed) return rm(target, { recursive: true, force: true });
  for (const name of await readdir(target)) await rm(path.join(target, name), { recursive: true, force: true });
}

runCommand('restore', async () => {
  const archive = argumentFile('npm run restore -- FILE');
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`);
  const env = loadProjectEnv();
  const folders = siteFolders(env);
  const targets = [folders.dataDir, folders.postgresDir, folders.mediaDir, path.dirname(folders.secretsFile)];
  for (const folder of targets) {
    if (!(await isEmptyOrAbsent(folder))) throw new Error(`${folder} is not empty: a backup is restored only into an empty data folder (set LOCAL_DATA_DIR to a new one). Nothing was changed`);
  }
  const jwtKeyEncryptionKey = await keyEncryptionKey(env);

  const stage = await mkdtemp(path.join(tmpdir(), 'site-restore-'));
  // What a restore that fails halfway takes back, so the folders are as empty as they were.
  const written: Array<{ path: string; existed: boolean }> = [];
  try {
    const manifest = await unpackArchive(archive, stage);
    const installed = installedPostgresMajor();
    if (manifest.postgres.majorVersion !== installed) {
      throw new Error(`The backup holds a Postgres ${manifest.postgres.majorVersion} database; this install runs Postgres ${installed}`);
    }
    const passwords = databasePasswordsOf(JSON.parse(await readFile(path.join(stage, SECRETS_IN_ARCHIVE), 'utf8')) as Partial<LocalSecrets>);

    const touched = new Set([...targets, path.dirname(folders.postgresDir)]);
    written.push(...[...touched].map((target) => ({ path: target, existed: existsSync(target) })));
    await mkdir(path.dirname(folders.postgresDir), { recursive: true });
    await cp(path.join(stage, 'postgres'), folders.postgresDir, { recursive: true });
    await handDataFolderToServer(folders.postgresDir);
    await cp(path.join(stage, 'media'), folders.mediaDir, { recursive: true });
    const secrets: LocalSecrets = { ...passwords, jwtKeyEncryptionKey };
    await writeFile(folders.secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });

    const rows = Object.values(manifest.postgres.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${archive} (made ${manifest.createdAt}) into ${folders.dataDir}: ${Object.keys(manifest.postgres.rows).length} tables, ${rows} rows; ${manifest.media.files} media files.`);
    console.log(`Start the site with npm start${env.LOCAL_DATA_DIR ? ` (with LOCAL_DATA_DIR=${env.LOCAL_DATA_DIR})` : ''}.`);
  } catch (error) {
    const left: string[] = [];
    for (const target of written) await emptyAgain(target).catch(() => left.push(target.path));
    const outcome = left.length > 0 ? `What was written could not be taken back from ${left.join(', ')}` : `Nothing was changed in ${folders.dataDir}`;
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${outcome}`, { cause: error });
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
});
