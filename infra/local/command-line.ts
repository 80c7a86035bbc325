/** The shared shape of `npm run backup` and `npm run restore`: one file argument, exit 0 or 1 with a message. */
import path from 'node:path';

/**
 * The FILE argument, relative to the folder npm was run from: npm runs a script in the project's root and
 * says where it was called in INIT_CWD.
 */
export function argumentFile(usage: string): string {
  const [file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0) throw new Error(`Usage: ${usage}`);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function runCommand(name: string, command: () => Promise<void>): void {
  command().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
