import { checkConfiguration, databaseConfig } from '@site/nest-server-kit';
import { authConfig } from '../tokens/auth.config';
import { keysConfig } from '../keys/keys.config';
import { loginThrottleConfig } from '../login-throttle/login-throttle.config';
import { mailConfig } from '../mail/mail.config';
import { oidcConfig } from '../oidc/oidc.config';
import { securitySettingsConfig } from '../security-settings/security-settings.config';
import { adminConfig } from '../users/admin.config';
import { appConfig } from './app.config';

/** Every module's configuration namespace, loaded into ConfigModule. */
export const CONFIGURATION = [appConfig, databaseConfig, authConfig, adminConfig, keysConfig, loginThrottleConfig, mailConfig, securitySettingsConfig, oidcConfig];

/** Reads every namespace once before Nest builds anything, so a bad variable stops the start with its name. */
export function assertValidConfiguration(): void {
  checkConfiguration(CONFIGURATION);
}
