import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { ContentCache } from '../../src/cache/content-cache';
import { type Environment, noRevocationsUrl, withDatabase, withEnvironment } from '@site/nest-server-kit/testing';
import type { Logger as PinoLogger } from 'pino';

export { withDatabase, type Environment };

/**
 * Boots the real app in-process with the given environment, which is applied only while the app
 * reads its configuration so that apps with different settings can run side by side. Unless the
 * environment names a revoked-sessions list (or a JWKS beside which one is), an empty one is served.
 */
export async function startApp(given: Environment, logger: LoggerService | false = false, requestLog?: PinoLogger): Promise<NestExpressApplication> {
  const withMedia = { MEDIA_DIR: await testMediaDir(), ...given };
  const environment = 'AUTH_REVOKED_SESSIONS_URL' in given || 'AUTH_JWKS_URL' in given
    ? withMedia
    : { AUTH_REVOKED_SESSIONS_URL: await noRevocationsUrl(), ...withMedia };
  return withEnvironment(environment, () => createApp({ logger, requestLog }));
}

/** A throw-away media folder, so no test writes into the working tree. */
function testMediaDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'content-media-test-'));
}

/** Empties the content table (with its revisions and redirects) and the caches of the given apps. */
export async function resetContent(databaseUrl: string, ...apps: NestExpressApplication[]): Promise<void> {
  await withDatabase(databaseUrl, (client) => client.query('TRUNCATE content.content_items CASCADE'));
  for (const app of apps) {
    app.get(ContentCache).invalidateAll();
  }
}
