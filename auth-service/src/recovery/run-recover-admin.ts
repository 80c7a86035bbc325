import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { assertValidConfiguration } from '../config/configuration';
import { AdminRecoveryService, UnknownUserError } from './admin-recovery.service';
import { RecoverAdminModule } from './recover-admin.module';

const USAGE = 'Usage: npm run recover-admin -w auth-service -- --username <name>   (in the container: node dist/recover-admin.js --username <name>)';

/** The recover-admin command; returns its exit code. Output goes to `print`, problems to `complain`. */
export async function runRecoverAdmin(args: string[], print: (line: string) => void, complain: (line: string) => void): Promise<number> {
  let username: string | undefined;
  try {
    username = parseArgs({ args, options: { username: { type: 'string' } } }).values.username?.trim();
  } catch (error) {
    complain(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!username) {
    complain(USAGE);
    return 2;
  }
  assertValidConfiguration();
  const app = await NestFactory.createApplicationContext(RecoverAdminModule, { logger: ['error', 'warn'], abortOnError: false });
  try {
    const { user, url, expiresAt } = await app.get(AdminRecoveryService).recover(username);
    print(`"${user.username}" is now an active administrator; two-step sign-in is off and every session of theirs has ended.`);
    print(`Open this link before ${expiresAt} to choose a new password (it works once):`);
    print(url);
    return 0;
  } catch (error) {
    if (error instanceof UnknownUserError) {
      complain(error.message);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}
