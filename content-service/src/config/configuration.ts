import { checkConfiguration, databaseConfig, staffAuthConfig } from '@site/nest-server-kit';
import { mediaConfig } from '../media/media.config';
import { pagesConfig } from '../pages/pages.config';
import { appConfig } from './app.config';

export const CONFIGURATION = [appConfig, databaseConfig, staffAuthConfig, pagesConfig, mediaConfig];

/** Reads every setting once up front, so a bad environment stops start-up before anything connects. */
export function assertValidConfiguration(): void {
  checkConfiguration(CONFIGURATION);
}
