import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { databaseConfig } from './database.config';
import { enquiryConfig } from './enquiry.config';
import { notificationConfig } from './notification.config';

export const CONFIGURATION = [appConfig, databaseConfig, authConfig, enquiryConfig, notificationConfig];

/** Reads every setting once up front, so a bad environment stops start-up before anything connects. */
export function assertValidConfiguration(): void {
  for (const load of CONFIGURATION) load();
}
