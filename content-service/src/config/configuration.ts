import { staffAuthConfig } from '@site/nest-server-kit';
import { appConfig } from './app.config';
import { databaseConfig } from '../database/database.config';
import { pagesConfig } from '../pages/pages.config';
import { mediaConfig } from '../media/media.config';

export const CONFIGURATION = [appConfig, databaseConfig, staffAuthConfig, pagesConfig, mediaConfig];

/** Reads every setting once up front, so a bad environment stops start-up before anything connects. */
export function assertValidConfiguration(): void {
  for (const load of CONFIGURATION) {
    load();
  }
}
