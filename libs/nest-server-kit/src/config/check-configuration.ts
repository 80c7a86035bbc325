import { applyRenamedSettings } from './renamed-settings';

/**
 * Reads every configuration namespace once before Nest builds anything, so a bad variable stops the start
 * with its name and nothing (such as the database connection) is left half-open. Settings renamed in an
 * earlier release are read under their new names first (renamed-settings.ts).
 */
export function checkConfiguration(configuration: ReadonlyArray<() => unknown>): void {
  applyRenamedSettings();
  for (const load of configuration) {
    load();
  }
}
