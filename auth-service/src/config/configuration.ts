import { authConfig } from '../tokens/auth.config';
import { databaseConfig } from '../database/database.config';
import { keysConfig } from '../keys/keys.config';
import { loginThrottleConfig } from '../login-throttle/login-throttle.config';
import { mailConfig } from '../mail/mail.config';
import { adminConfig } from '../users/admin.config';
import { appConfig } from './app.config';

/** Every module's configuration namespace, loaded into ConfigModule. */
export const CONFIGURATION = [appConfig, databaseConfig, authConfig, adminConfig, keysConfig, loginThrottleConfig, mailConfig];

/**
 * Reads every namespace once before Nest builds anything, so a bad variable stops the start with its name
 * and nothing (such as the database connection) is left half-open.
 */
export function assertValidConfiguration(): void {
  for (const load of CONFIGURATION) {
    load();
  }
}
