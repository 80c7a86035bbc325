/**
 * The folders of an `npm start` site, found as infra/local/start.ts finds them: LOCAL_DATA_DIR (else the
 * project's .data), MEDIA_DIR (else <data>/media), and the Postgres data with its secrets file beside it,
 * which run as root live where the postgres user can reach them (infra/src/postgres-as-root.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { embeddedDataDir } from '../src/embedded-database';

export const ROOT = path.resolve(__dirname, '../..');
export const SECRETS_FILE_NAME = 'local-secrets.json';

export interface SiteFolders {
  dataDir: string;
  mediaDir: string;
  /** Where the data is asked for (<data>/postgres); start.ts passes this to startEmbeddedDatabase. */
  requestedPostgresDir: string;
  /** Where it really is. */
  postgresDir: string;
  secretsFile: string;
}

/** Reads the project's .env first, as `npm start` does, so LOCAL_DATA_DIR and MEDIA_DIR set there count. */
export function loadProjectEnv(): NodeJS.ProcessEnv {
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  return process.env;
}

export function siteFolders(env: NodeJS.ProcessEnv): SiteFolders {
  const dataDir = env.LOCAL_DATA_DIR ? path.resolve(env.LOCAL_DATA_DIR) : path.join(ROOT, '.data');
  const requestedPostgresDir = path.join(dataDir, 'postgres');
  const postgresDir = embeddedDataDir(requestedPostgresDir);
  return {
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    requestedPostgresDir,
    postgresDir,
    secretsFile: path.join(path.dirname(postgresDir), SECRETS_FILE_NAME),
  };
}
