import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { createApp } from '../../src/app';
import { ContentCache } from '../../src/cache/content-cache';

export type Environment = Record<string, string | undefined>;

/**
 * Boots the real app in-process with the given environment, which is applied only while the app
 * reads its configuration so that apps with different settings can run side by side.
 */
export async function startApp(environment: Environment): Promise<NestExpressApplication> {
  const saved = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
  applyEnvironment(environment);
  try {
    return await createApp({ logger: false });
  } finally {
    applyEnvironment(saved);
  }
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

/** Empties the content table and the caches of the given apps. */
export async function resetContent(databaseUrl: string, ...apps: NestExpressApplication[]): Promise<void> {
  await withDatabase(databaseUrl, (client) => client.query('TRUNCATE content.content_items'));
  for (const app of apps) {
    app.get(ContentCache).invalidateAll();
  }
}
