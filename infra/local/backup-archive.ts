/**
 * One backup archive: a gzipped tar (the `tar` package, as npm itself uses) of a folder holding
 * `postgres/` (the database's data folder), `media/` (the media library's originals and variants),
 * `secrets.json` (the database passwords) and `manifest.json`, which lists every other file with its size
 * and SHA-256, so a damaged or altered archive is refused before anything is restored.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, lstat, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_FORMAT = 'it-services-website backup 1';

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  postgres: {
    /** The major version in PG_VERSION: a data folder opens only with the same major version. */
    majorVersion: string;
    method: 'low-level backup API (site running)' | 'copy of the stopped data folder';
    /** Rows per table of every service's schema, counted in the copy itself. */
    rows: Record<string, number>;
  };
  media: { files: number; bytes: number };
  /** Every file of the archive but this manifest: path (with /) -> size and SHA-256. */
  files: Record<string, { bytes: number; sha256: string }>;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST_NAME)
    .sort();
}

export async function checksumsOf(dir: string): Promise<BackupManifest['files']> {
  const files: BackupManifest['files'] = {};
  for (const name of await filesUnder(dir)) {
    const file = path.join(dir, name);
    files[name] = { bytes: (await lstat(file)).size, sha256: await sha256Of(file) };
  }
  return files;
}

/** Writes `dir` (its manifest included) to `archive`, under a temporary name until it is complete. */
export async function packArchive(dir: string, archive: string): Promise<void> {
  const partial = `${archive}.partial-${process.pid}`;
  try {
    const entries = await readdir(dir);
    await tar.create({ gzip: true, file: partial, cwd: dir, portable: true }, entries);
    // It holds the database passwords and every enquiry: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, archive);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Extracts `archive` into the empty folder `dir` and checks it against its manifest; throws what is wrong. */
export async function unpackArchive(archive: string, dir: string): Promise<BackupManifest> {
  try {
    await tar.extract({ file: archive, cwd: dir, strict: true });
  } catch (error) {
    throw new Error(`${archive} is not a readable backup archive (${(error as Error).message})`, { cause: error });
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new Error(`${archive} has no readable ${MANIFEST_NAME}: it is not a backup made by npm run backup`, { cause: error });
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`${archive} is a "${String(manifest.format)}" archive, not "${ARCHIVE_FORMAT}"`);
  const problems = manifestProblems(manifest.files, await checksumsOf(dir));
  if (problems.length > 0) {
    throw new Error(`${archive} does not match its manifest, so it is damaged or was altered:\n  ${problems.slice(0, 10).join('\n  ')}${problems.length > 10 ? `\n  ... and ${problems.length - 10} more` : ''}`);
  }
  return manifest;
}

function manifestProblems(expected: BackupManifest['files'], found: BackupManifest['files']): string[] {
  const problems: string[] = [];
  for (const [name, { bytes, sha256 }] of Object.entries(expected)) {
    const actual = found[name];
    if (!actual) problems.push(`${name}: missing`);
    else if (actual.bytes !== bytes || actual.sha256 !== sha256) problems.push(`${name}: checksum mismatch (${actual.bytes} bytes, sha256 ${actual.sha256}; the manifest says ${bytes} bytes, sha256 ${sha256})`);
  }
  for (const name of Object.keys(found)) if (!expected[name]) problems.push(`${name}: not in the manifest`);
  return problems;
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
}
