import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SECRETS_FILE_NAME } from './site-folders';

export interface LocalSecrets {
  postgresPassword: string;
  authDbPassword: string;
  contentDbPassword: string;
  enquiryDbPassword: string;
  /** auth-service's JWT_KEY_ENCRYPTION_KEY: the signing key it keeps in the database is encrypted with it. */
  jwtKeyEncryptionKey: string;
}

/**
 * Database passwords and the signing key's key-encryption key for the local stack: made once, kept beside the data they protect (`dir`, the folder
 * holding the Postgres data), so a new clone in the same place that finds the data finds its passwords too.
 * Earlier versions kept them in `earlierDir` (the project's .data); a file there is taken over once.
 * `created` says no passwords were found, so data already in `dir` cannot be opened with these.
 */
export async function loadOrCreateLocalSecrets(dir: string, earlierDir = dir): Promise<{ secrets: LocalSecrets; created: boolean }> {
  const file = path.join(dir, SECRETS_FILE_NAME);
  const found = [file, path.join(earlierDir, SECRETS_FILE_NAME)].find((candidate) => existsSync(candidate));
  const kept = found ? (JSON.parse(readFileSync(found, 'utf8')) as Partial<LocalSecrets>) : {};
  const secret = () => randomBytes(18).toString('base64url');
  // A data folder from before a service existed gains that service's password on its next start.
  const secrets: LocalSecrets = {
    postgresPassword: kept.postgresPassword ?? secret(),
    authDbPassword: kept.authDbPassword ?? secret(),
    contentDbPassword: kept.contentDbPassword ?? secret(),
    enquiryDbPassword: kept.enquiryDbPassword ?? secret(),
    jwtKeyEncryptionKey: kept.jwtKeyEncryptionKey ?? randomBytes(32).toString('base64'),
  };
  const complete = Object.keys(kept).length === Object.keys(secrets).length;
  if (found !== file || !complete) {
    await mkdir(dir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { secrets, created: kept.postgresPassword === undefined };
}
