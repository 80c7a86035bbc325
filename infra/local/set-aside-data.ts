import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Moves Postgres data made with passwords that are gone (a clone deleted with its .data, say) out of the
 * way, so the site starts on a new database instead of failing to log in; nothing is deleted.
 * Returns where the data went, or undefined when there was none.
 */
export async function setAsideDataWithoutPasswords(postgresDir: string, now = new Date()): Promise<string | undefined> {
  if (!existsSync(path.join(postgresDir, 'PG_VERSION'))) return undefined;
  const aside = `${postgresDir}.without-passwords-${now.toISOString().replace(/[:.]/g, '-')}`;
  await rename(postgresDir, aside);
  return aside;
}
