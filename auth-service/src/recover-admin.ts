import 'reflect-metadata';
import { runRecoverAdmin } from './recovery/run-recover-admin';

runRecoverAdmin(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`recover-admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
