import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client, escapeLiteral } from 'pg';

export interface ServiceRolePasswords {
  authPassword: string;
  contentPassword: string;
  enquiryPassword: string;
}

export const SETUP_SQL_PATH = path.resolve(__dirname, '../db/setup.sql');

/** Applies infra/db/setup.sql exactly as the postgres container's init script does with psql. */
export async function applyDatabaseSetup(adminUrl: string, passwords: ServiceRolePasswords): Promise<void> {
  const template = await readFile(SETUP_SQL_PATH, 'utf8');
  const sql = template
    .replaceAll(":'auth_password'", escapeLiteral(passwords.authPassword))
    .replaceAll(":'content_password'", escapeLiteral(passwords.contentPassword))
    .replaceAll(":'enquiry_password'", escapeLiteral(passwords.enquiryPassword));
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The connection URL a service uses: same server and database as the admin URL, the service's own role. */
export function serviceDatabaseUrl(adminUrl: string, role: 'auth_service' | 'content_service' | 'enquiry_service', password: string): string {
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  return url.toString();
}
