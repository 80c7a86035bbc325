import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  postgresPassword: string;
  authDbPassword: string;
  contentDbPassword: string;
  enquiryDbPassword: string;
}

/** Database passwords for the local stack: made once, kept beside the data they protect. */
export async function loadOrCreateLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'local-secrets.json');
  const secret = () => randomBytes(18).toString('base64url');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>) : {};
  // A data folder from before a service existed gains that service's password on its next start.
  const secrets: LocalSecrets = {
    postgresPassword: kept.postgresPassword ?? secret(),
    authDbPassword: kept.authDbPassword ?? secret(),
    contentDbPassword: kept.contentDbPassword ?? secret(),
    enquiryDbPassword: kept.enquiryDbPassword ?? secret(),
  };
  if (Object.keys(kept).length === Object.keys(secrets).length) return secrets;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
