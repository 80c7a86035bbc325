import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface LocalSecrets {
  postgresPassword: string;
  authDbPassword: string;
  contentDbPassword: string;
}

/** Database passwords for the local stack: made once, kept beside the data they protect. */
export async function loadOrCreateLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'local-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secret = () => randomBytes(18).toString('base64url');
  const secrets: LocalSecrets = { postgresPassword: secret(), authDbPassword: secret(), contentDbPassword: secret() };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
