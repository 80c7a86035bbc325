import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createApp } from '../../src/app';
import { ContentCache } from '../../src/cache/content-cache';
import { type JwksServer, startJwksServer } from '@site/nest-server-kit/testing';
import type { Logger as PinoLogger } from 'pino';

export type Environment = Record<string, string | undefined>;

let emptyRevocationList: Promise<JwksServer> | undefined;

/** An auth-service stand-in that has revoked no session, for apps whose test is not about revocation. */
function noRevocationsUrl(): Promise<string> {
  emptyRevocationList ??= startJwksServer([]);
  return emptyRevocationList.then((server) => server.revokedUrl);
}

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
  const saved = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
  applyEnvironment(environment);
  try {
    return await createApp({ logger, requestLog });
  } finally {
    applyEnvironment(saved);
  }
}

/** A throw-away media folder, so no test writes into the working tree. */
function testMediaDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'content-media-test-'));
}

function applyEnvironment(environment: Environment): void {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) {
      delete process.env[name];
    } else {
      process.env[name] = value;
    }
  }
}

/** Runs SQL as the content service's own database role. */
export async function withDatabase<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Empties the content table (with its revisions and redirects) and the caches of the given apps. */
export async function resetContent(databaseUrl: string, ...apps: NestExpressApplication[]): Promise<void> {
  await withDatabase(databaseUrl, (client) => client.query('TRUNCATE content.content_items CASCADE'));
  for (const app of apps) {
    app.get(ContentCache).invalidateAll();
  }
}
