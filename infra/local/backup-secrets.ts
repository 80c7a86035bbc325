/**
 * What a backup carries of the local secrets file (local-secrets.json): the database passwords, which open
 * the restored database and which anyone holding the archive has no need of (the data is in it). Not the
 * signing key's key-encryption key: the archive holds the signing key only encrypted with it, and that stays
 * true only while the key is kept apart (README, "Backup and restore").
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { LocalSecrets } from './local-secrets';

export type DatabasePasswords = Omit<LocalSecrets, 'jwtKeyEncryptionKey'>;

export const SECRETS_IN_ARCHIVE = 'secrets.json';

const PASSWORD_NAMES = ['postgresPassword', 'authDbPassword', 'contentDbPassword', 'enquiryDbPassword'] as const;

export async function readLocalSecrets(candidates: string[]): Promise<LocalSecrets> {
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`No secrets file (${candidates.join(' or ')}): without its passwords the database cannot be opened`);
  return JSON.parse(await readFile(file, 'utf8')) as LocalSecrets;
}

export function databasePasswordsOf(secrets: Partial<LocalSecrets>): DatabasePasswords {
  const missing = PASSWORD_NAMES.filter((name) => typeof secrets[name] !== 'string' || secrets[name] === '');
  if (missing.length > 0) throw new Error(`The secrets lack ${missing.join(', ')}`);
  return Object.fromEntries(PASSWORD_NAMES.map((name) => [name, secrets[name]])) as DatabasePasswords;
}
