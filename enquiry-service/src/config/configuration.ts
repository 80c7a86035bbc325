import { checkConfiguration, databaseConfig, staffAuthConfig } from '@site/nest-server-kit';
import { appConfig } from './app.config';
import { enquiryConfig } from './enquiry.config';
import { notificationConfig } from './notification.config';
import { addressKeyConfig } from '../rate-limit/address-key.config';

export const CONFIGURATION = [appConfig, databaseConfig, staffAuthConfig, enquiryConfig, notificationConfig, addressKeyConfig];

/** Reads every setting once up front, so a bad environment stops start-up before anything connects. */
export function assertValidConfiguration(): void {
  checkConfiguration(CONFIGURATION);
}
