/**
 * Reads every configuration namespace once before Nest builds anything, so a bad variable stops the start
 * with its name and nothing (such as the database connection) is left half-open.
 */
export function checkConfiguration(configuration: ReadonlyArray<() => unknown>): void {
  for (const load of configuration) {
    load();
  }
}
