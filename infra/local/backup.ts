/**
 * `npm run backup -- FILE`: one archive of the `npm start` site in LOCAL_DATA_DIR (else .data), running or
 * stopped: the database (every service's schema; see postgres-base-backup.ts for how), the media library
 * (MEDIA_DIR, else <data>/media: originals and variants), the database passwords, and a manifest with row
 * counts and a checksum of every file. Exits 0 once FILE is complete, 1 with the reason otherwise.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ARCHIVE_FORMAT, checksumsOf, packArchive, writeManifest } from './backup-archive';
import { databasePasswordsOf, readLocalSecrets, SECRETS_IN_ARCHIVE } from './backup-secrets';
import { argumentFile, runCommand } from './command-line';
import { copyPostgres } from './postgres-base-backup';
import { loadProjectEnv, SECRETS_FILE_NAME, siteFolders } from './site-folders';

/** The media library's files; dot-files are uploads still being written (local-media-storage.ts). */
async function copyMedia(mediaDir: string, to: string): Promise<{ files: number; bytes: number }> {
  await mkdir(to, { recursive: true });
  if (!existsSync(mediaDir)) return { files: 0, bytes: 0 };
  const names = (await readdir(mediaDir, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
  for (const name of names) await copyFile(path.join(mediaDir, name), path.join(to, name));
  const checksums = await checksumsOf(to);
  return { files: names.length, bytes: Object.values(checksums).reduce((sum, file) => sum + file.bytes, 0) };
}

runCommand('backup', async () => {
  const archive = argumentFile('npm run backup -- FILE');
  if (existsSync(archive)) throw new Error(`${archive} already exists; give a new file name (a backup never overwrites one)`);
  const env = loadProjectEnv();
  if (env.DATABASE_URL) throw new Error('DATABASE_URL is set, so the site does not use the embedded database: back that server up with its own tools (pg_dump)');
  const folders = siteFolders(env);
  const secrets = await readLocalSecrets([folders.secretsFile, path.join(folders.dataDir, SECRETS_FILE_NAME)]);
  const passwords = databasePasswordsOf(secrets);

  const stage = await mkdtemp(path.join(tmpdir(), 'site-backup-'));
  try {
    const postgres = await copyPostgres(folders.postgresDir, path.join(stage, 'postgres'), passwords.postgresPassword);
    const media = await copyMedia(folders.mediaDir, path.join(stage, 'media'));
    await writeFile(path.join(stage, SECRETS_IN_ARCHIVE), `${JSON.stringify(passwords, null, 2)}\n`, { mode: 0o600 });
    await writeManifest(stage, { format: ARCHIVE_FORMAT, createdAt: new Date().toISOString(), postgres, media, files: await checksumsOf(stage) });
    await packArchive(stage, archive);
    const rows = Object.values(postgres.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Backed up to ${archive}: Postgres ${postgres.majorVersion} (${postgres.method}), ${Object.keys(postgres.rows).length} tables, ${rows} rows; ${media.files} media files.`);
    console.log('Keep the key-encryption key apart from it (jwtKeyEncryptionKey in local-secrets.json, or JWT_KEY_ENCRYPTION_KEY): the archive does not hold it, and a restore needs it.');
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
});
