/**
 * The whole product on loopback, the way production runs it minus Docker: a fresh Postgres set up
 * like the container's, both services built and run as processes, and real nginx with the container's
 * configuration in front of a copy of the built SPA. Used by the end-to-end tests and the benchmark.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { startNginx } from './nginx-process';
import { RUNTIME_CONFIG_KEYS, type RuntimeConfigKey } from './runtime-config';
import { startServiceProcess } from './service-process';
import { startTestDatabase } from './test-database';
import { startTestMailServer } from './test-mail-server';
import { HCAPTCHA_TEST_SECRET, startTestSiteverify } from './test-siteverify';

const ROOT = path.resolve(__dirname, '../..');
export const WEB_DIST = path.join(ROOT, 'web/dist');

export interface StackOptions {
  /** Settings for /config.js; SITE_URL defaults to the stack's own address. */
  runtimeConfig?: Partial<Record<RuntimeConfigKey, string>>;
  /** Extra environment for every service, e.g. SEED_SAMPLE_CONTENT. */
  serviceEnv?: NodeJS.ProcessEnv;
  accessLog?: boolean;
  log?: (line: string) => void;
  /** Extra content-service instances on the same database (not behind nginx), for tests across replicas. */
  extraContentInstances?: number;
  /** nginx's TRUSTED_PROXIES (e.g. 127.0.0.1/32, to stand in for a TLS proxy); none unless given. */
  trustedProxies?: string;
}

/**
 * Every browser test comes from 127.0.0.1, so the stack's nginx limits per address far more loosely than
 * the image does; the image's limits are tested on an nginx of their own (tests/platform/address-limits.spec.ts).
 */
const TEST_STACK_NGINX_LIMITS = {
  NGINX_LOGIN_RATE: '6000r/m',
  NGINX_ENQUIRY_RATE: '6000r/m',
  NGINX_PAGE_RATE: '1000r/s',
  NGINX_CONNECTIONS_PER_ADDRESS: '1000',
};

export interface Stack {
  /** nginx, the only address a browser uses. */
  baseUrl: string;
  /** The folder nginx serves: a throw-away copy of web/dist that tests may add files to. */
  webRoot: string;
  /** The media library's folder (every content-service's MEDIA_DIR), which nginx serves as /media/. */
  mediaDir: string;
  admin: { username: string; password: string };
  runtimeConfig: Record<RuntimeConfigKey, string>;
  /** The services' own addresses, for comparing a response with and without nginx. */
  authServiceUrl: string;
  contentServiceUrl: string;
  enquiryServiceUrl: string;
  /** The addresses of the extra content-service instances asked for. */
  extraContentServiceUrls: string[];
  /** Postgres as content-service logs in, for a test that dates rows back where the API cannot (the trash's deletedAt). */
  contentDatabaseUrl: string;
  /** Postgres as auth-service logs in, likewise (when the identity provider was last asked, issue 33). */
  authDatabaseUrl: string;
  /** Where the stack's SMTP server (given to the services as SMTP_URL) drops every message it receives. */
  mailDir: string;
  /** Each service's Prometheus metrics (GET /metrics on its METRICS_PORT, a free port apart from its HTTP port). */
  metricsUrls: { authService: string; contentService: string; enquiryService: string };
  /** nginx's stub_status, on its own port. */
  nginxStatusUrl: string;
  /**
   * The log files, for tests that compare them: nginx's JSON access log (absent with accessLog: false) and
   * each service's stdout and stderr (auth-service's is a new file after restartAuthService).
   */
  logFiles: { nginxAccess?: string; authService: string; contentService: string; enquiryService: string };
  /** Stops auth-service and starts it again on the same port and database, as a redeploy would. */
  restartAuthService(): Promise<void>;
  stop(): Promise<void>;
}

export const TEST_ADMIN = { username: 'e2e-admin', password: 'e2e quartz harbour 58 lantern' };

const TEST_RUNTIME_CONFIG: Omit<Record<RuntimeConfigKey, string>, 'SITE_URL'> = {
  EMAILJS_PUBLIC_KEY: 'test-emailjs-public-key',
  EMAILJS_SERVICE_ID: 'test-emailjs-service',
  EMAILJS_TEMPLATE_ID: 'test-enquiry-template',
  EMAILJS_CONTACT_TEMPLATE_ID: 'test-contact-template',
  // hCaptcha's published test key: the widget always passes.
  HCAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
  HCAPTCHA_DEV_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
  SITE_PHONE: '+61 3 5200 0000',
  SITE_EMAIL: 'info@example.com',
  SITE_NAME: 'IT Services Test Site',
};

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  assertBuilt();
  const log = options.log ?? (() => undefined);
  const [authPort, contentPort, enquiryPort, nginxPort, authMetricsPort, contentMetricsPort, enquiryMetricsPort] = await distinctFreePorts(7);
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  const runtimeConfig = pickRuntimeConfig({ ...TEST_RUNTIME_CONFIG, SITE_URL: baseUrl, ...options.runtimeConfig });
  const authServiceUrl = `http://127.0.0.1:${authPort}`;
  const contentServiceUrl = `http://127.0.0.1:${contentPort}`;
  const enquiryServiceUrl = `http://127.0.0.1:${enquiryPort}`;

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async (): Promise<void> => {
    for (const stopOne of stoppers.reverse()) await stopOne().catch((error: unknown) => log(`stop failed: ${String(error)}`));
  };

  try {
    const database = await startTestDatabase();
    stoppers.push(() => database.stop());
    const mail = await startTestMailServer();
    stoppers.push(() => mail.stop());
    const siteverify = await startTestSiteverify();
    stoppers.push(() => siteverify.stop());

    // serviceEnv's METRICS_PORT can only turn the metrics off (the benchmark compares); otherwise free ports.
    const metricsPortSetting = (port: number): string => (options.serviceEnv?.METRICS_PORT !== undefined ? options.serviceEnv.METRICS_PORT : String(port));
    // No drain after SIGTERM: nothing routes around a test stack's services, and teardown stays quick.
    const shared = { NODE_ENV: 'production', SHUTDOWN_DRAIN_SECONDS: '0', ...options.serviceEnv };
    const authOptions = {
      name: 'auth-service',
      cwd: path.join(ROOT, 'auth-service'),
      port: authPort,
      healthUrl: `${authServiceUrl}/health`,
      env: {
        // All tests log in from 127.0.0.1, many of them on purpose with a wrong password or code, so the
        // per-address limit is raised; the per-(username, address) limit keeps its default of 5 and is tested.
        LOGIN_MAX_FAILURES: '1000',
        // Production requires two-step sign-in of administrators by default (issue 33). The suites sign in as the
        // test admin many times a minute, and a TOTP code works once per 30 s step, so the stack starts with no
        // requirement; a serviceEnv of MFA_DEFAULT_POLICY: 'administrators' runs the production default.
        MFA_DEFAULT_POLICY: 'nobody',
        ...shared,
        DATABASE_URL: database.authUrl,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        SITE_URL: runtimeConfig.SITE_URL,
        // The stack runs on http://127.0.0.1 and its SMTP server offers no STARTTLS: both allowed here only.
        ALLOW_INSECURE_LINKS: 'true',
        SMTP_URL: mail.url,
        SMTP_ALLOW_PLAINTEXT: 'true',
        MAIL_FROM: 'website@example.com',
        JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        METRICS_PORT: metricsPortSetting(authMetricsPort),
      },
      output: options.log,
    };
    let auth = await startServiceProcess(authOptions);
    const restartAuthService = async (): Promise<void> => {
      await auth.stop();
      auth = await startServiceProcess(authOptions);
    };
    stoppers.push(() => auth.stop());

    // The media library's folder: every content-service instance writes it, nginx serves it as /media/.
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'site-media-'));
    stoppers.push(() => rm(mediaDir, { recursive: true, force: true }));
    const contentEnv = {
      SEED_SAMPLE_CONTENT: 'true',
      // Post pages are rendered with the same settings /config.js gives the browser.
      ...runtimeConfig,
      ...shared,
      DATABASE_URL: database.contentUrl,
      AUTH_JWKS_URL: `${authServiceUrl}/api/auth/.well-known/jwks.json`,
      MEDIA_DIR: mediaDir,
      // Reviewers' decisions are e-mailed to the item's author through the stack's SMTP server.
      SMTP_URL: mail.url,
      SMTP_ALLOW_PLAINTEXT: 'true',
      MAIL_FROM: 'website@example.com',
    };
    // Extra instances serve no metrics: their ports would only have to be found and kept apart too.
    const startContent = (port: number, metricsPort?: number) =>
      startServiceProcess({
        name: 'content-service',
        cwd: path.join(ROOT, 'content-service'),
        port,
        healthUrl: `http://127.0.0.1:${port}/health`,
        env: { ...contentEnv, METRICS_PORT: metricsPort === undefined ? '' : metricsPortSetting(metricsPort) },
        output: options.log,
      });
    const content = await startContent(contentPort, contentMetricsPort);
    stoppers.push(() => content.stop());
    const extraContentServiceUrls: string[] = [];
    for (const port of await distinctFreePorts(options.extraContentInstances ?? 0, [authPort, contentPort, enquiryPort, nginxPort, authMetricsPort, contentMetricsPort, enquiryMetricsPort])) {
      const extra = await startContent(port);
      stoppers.push(() => extra.stop());
      extraContentServiceUrls.push(`http://127.0.0.1:${port}`);
    }

    const enquiry = await startServiceProcess({
      name: 'enquiry-service',
      cwd: path.join(ROOT, 'enquiry-service'),
      port: enquiryPort,
      healthUrl: `${enquiryServiceUrl}/health`,
      // Every browser test posts from 127.0.0.1: the per-address limits are tested in the service's own suite.
      env: {
        ENQUIRY_HOLD_LIMIT: '10000',
        ENQUIRY_HARD_LIMIT_PER_ADDRESS: '10000',
        ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR: '10000',
        ...shared,
        HCAPTCHA_SECRET: HCAPTCHA_TEST_SECRET,
        HCAPTCHA_VERIFY_URL: siteverify.url,
        DATABASE_URL: database.enquiryUrl,
        AUTH_JWKS_URL: `${authServiceUrl}/api/auth/.well-known/jwks.json`,
        METRICS_PORT: metricsPortSetting(enquiryMetricsPort),
      },
      output: options.log,
    });
    stoppers.push(() => enquiry.stop());

    const webRoot = await mkdtemp(path.join(tmpdir(), 'site-web-root-'));
    stoppers.push(() => rm(webRoot, { recursive: true, force: true }));
    await cp(WEB_DIST, webRoot, { recursive: true });

    const nginx = await startNginx({
      port: nginxPort,
      webRoot,
      authServiceUrl,
      contentServiceUrl,
      enquiryServiceUrl,
      runtimeConfig,
      mediaDir,
      trustedProxies: options.trustedProxies,
      limits: TEST_STACK_NGINX_LIMITS,
      accessLog: options.accessLog,
      output: options.log,
    });
    stoppers.push(() => nginx.stop());

    return {
      baseUrl,
      webRoot,
      mediaDir,
      admin: TEST_ADMIN,
      runtimeConfig,
      authServiceUrl,
      contentServiceUrl,
      enquiryServiceUrl,
      extraContentServiceUrls,
      contentDatabaseUrl: database.contentUrl,
      authDatabaseUrl: database.authUrl,
      mailDir: mail.mailDir,
      metricsUrls: {
        authService: `http://127.0.0.1:${authMetricsPort}/metrics`,
        contentService: `http://127.0.0.1:${contentMetricsPort}/metrics`,
        enquiryService: `http://127.0.0.1:${enquiryMetricsPort}/metrics`,
      },
      nginxStatusUrl: nginx.statusUrl,
      logFiles: { nginxAccess: nginx.accessLogFile, authService: auth.logFile, contentService: content.logFile, enquiryService: enquiry.logFile },
      restartAuthService,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function assertBuilt(): void {
  const missing = [
    path.join(ROOT, 'auth-service/dist/main.js'),
    path.join(ROOT, 'content-service/dist/main.js'),
    path.join(ROOT, 'enquiry-service/dist/main.js'),
    path.join(WEB_DIST, 'index.html'),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Build first (npm run build -w auth-service -w content-service -w enquiry-service -w web); missing: ${missing.map((file) => path.relative(ROOT, file)).join(', ')}`,
    );
  }
}

function pickRuntimeConfig(values: Partial<Record<RuntimeConfigKey, string>>): Record<RuntimeConfigKey, string> {
  return Object.fromEntries(RUNTIME_CONFIG_KEYS.map((key) => [key, values[key] ?? ''])) as Record<RuntimeConfigKey, string>;
}

async function distinctFreePorts(count: number, taken: number[] = []): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await freePort();
    if (!taken.includes(port)) ports.add(port);
  }
  return [...ports];
}
