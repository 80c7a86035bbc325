import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';

export interface RenamedSetting {
  from: string;
  to: string;
  /** What changed with the name, when its meaning changed too. */
  note?: string;
}

/**
 * Every setting renamed in a release, for every service: an upgrade that keeps its old `.env` or compose file
 * keeps working. The old name is read as the new one with a warning; a start fails only when both are set and
 * disagree. Remove a row once no supported release reads the old name.
 */
export const RENAMED_SETTINGS: readonly RenamedSetting[] = [
  { from: 'ENQUIRY_RATE_LIMIT', to: 'ENQUIRY_HOLD_LIMIT', note: 'over the limit enquiries are now held for review, not refused' },
  { from: 'ENQUIRY_RATE_WINDOW_SECONDS', to: 'ENQUIRY_HOLD_WINDOW_SECONDS' },
];

/** NAME's value, or the contents of NAME_FILE; undefined when neither is set (or empty). */
function valueOf(name: string, env: NodeJS.ProcessEnv): string | undefined {
  const direct = env[name]?.trim() ? env[name] : undefined;
  const file = env[`${name}_FILE`]?.trim() ? env[`${name}_FILE`] : undefined;
  if (direct !== undefined || file === undefined) return direct;
  try {
    return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } catch {
    return undefined;
  }
}

/**
 * Reads each renamed setting under its new name (copying NAME or NAME_FILE across), warning with the new name.
 * Throws when the old and the new name are both set to different values: which one was meant cannot be known.
 */
export function applyRenamedSettings(env: NodeJS.ProcessEnv = process.env, warn: (message: string) => void = (message) => new Logger('Configuration').warn(message), table: readonly RenamedSetting[] = RENAMED_SETTINGS): void {
  const conflicts: string[] = [];
  for (const { from, to, note } of table) {
    const old = valueOf(from, env);
    if (old === undefined) continue;
    const current = valueOf(to, env);
    if (current !== undefined && current.trim() !== old.trim()) {
      conflicts.push(`${from} (renamed ${to}) is "${old}" but ${to} is "${current}": remove ${from}`);
      continue;
    }
    if (current === undefined) {
      if (env[from]?.trim()) env[to] = env[from];
      else env[`${to}_FILE`] = env[`${from}_FILE`];
    }
    warn(`${from} is renamed ${to}${note ? ` (${note})` : ''}; it is read as ${to} for now: rename it in your configuration`);
  }
  if (conflicts.length > 0) throw new Error(`Invalid configuration: ${conflicts.join('; ')}`);
}
