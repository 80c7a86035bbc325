import { Client } from 'pg';
import { type JwksServer, startJwksServer } from './staff-tokens/jwks-server';

/** Environment variables for a test app; `undefined` removes a variable. */
export type Environment = Record<string, string | undefined>;

function apply(environment: Environment): void {
  for (const [name, value] of Object.entries(environment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * Runs `work` with `environment` applied to process.env and then puts every variable back as it was, so apps
 * with different settings can be booted side by side (each reads its configuration while it boots).
 */
export async function withEnvironment<T>(environment: Environment, work: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(environment).map((name) => [name, process.env[name]]));
  apply(environment);
  try {
    return await work();
  } finally {
    apply(saved);
  }
}

/**
 * Boots a service's app for a test: `create` (the service's own createApp, with its migrations run) is
 * called with `environment` laid over `defaults`, applied only while the app boots.
 */
export function startTestApp<App>(defaults: Environment, environment: Environment, create: () => Promise<App>): Promise<App> {
  return withEnvironment({ ...defaults, ...environment }, create);
}

/** Runs `work` with a connection to `databaseUrl` (as that URL's role), closed afterwards. */
export async function withDatabase<T>(databaseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let emptyRevocationList: Promise<JwksServer> | undefined;

/** The address of an auth-service stand-in that has revoked no session, for apps whose test is not about revocation. */
export function noRevocationsUrl(): Promise<string> {
  emptyRevocationList ??= startJwksServer([]);
  return emptyRevocationList.then((server) => server.revokedUrl);
}
