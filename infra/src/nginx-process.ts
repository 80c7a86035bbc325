import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CONTAINER_RUNTIME_CONFIG,
  CONTAINER_MEDIA_LOCATION,
  CONTAINER_WEB_ROOT,
  DEFAULT_MEDIA_MAX_BODY,
  MEDIA_LOCATION_SCRIPT,
  CONTAINER_TRUSTED_PROXIES,
  NGINX_CONF_PATH,
  type NginxLimits,
  PRODUCTION_NGINX_LIMITS,
  RUNTIME_CONFIG_SCRIPT,
  TRUSTED_PROXIES_SCRIPT,
  SNIPPETS_DIR,
  readServerTemplate,
  renderNginxTemplate,
  templateVariables,
} from './nginx-config';
import { freePort } from './free-port';
import { RUNTIME_CONFIG_KEYS, type RuntimeConfigKey } from './runtime-config';

export interface NginxOptions {
  port: number;
  /** The address to listen on; 127.0.0.1 unless given. */
  host?: string;
  /** stub_status's own port (the image's NGINX_STATUS_PORT, 8081 there); a free one unless given, so instances never clash. */
  statusPort?: number;
  /** The built SPA to serve (web/dist or a copy of it). */
  webRoot: string;
  /** e.g. http://127.0.0.1:3001 */
  authServiceUrl: string;
  contentServiceUrl: string;
  enquiryServiceUrl: string;
  runtimeConfig?: Partial<Record<RuntimeConfigKey, string>>;
  /** The media library's folder (content-service's MEDIA_DIR), served as /media/. */
  mediaDir?: string;
  /** With the S3 driver: where the bucket's objects are; /media/ is proxied there instead of served from mediaDir. */
  mediaPublicBaseUrl?: string;
  /** TRUSTED_PROXIES: CIDR ranges whose X-Forwarded-For nginx believes; none unless given. */
  trustedProxies?: string;
  /** The per-address limits; the image's own (PRODUCTION_NGINX_LIMITS) unless given. */
  limits?: Partial<NginxLimits>;
  /** Only asked for host names; the upstreams here are IP addresses, so the default is never queried. */
  resolver?: string;
  /**
   * The container logs requests to stdout; here they go to <prefix>/access.log (nginx cannot open
   * /dev/stdout when it is a socket, as Node's pipes are). false turns the log off, e.g. for load tests.
   */
  accessLog?: boolean;
  output?: (line: string) => void;
  startupTimeoutMs?: number;
}

export interface NginxProcess {
  url: string;
  port: number;
  /** The temporary folder holding this instance's configuration, pid and temp files. */
  prefix: string;
  /** nginx's stub_status (connections, requests), on a port of its own. */
  statusUrl: string;
  /** The JSON access log (one line per request), unless accessLog was false. */
  accessLogFile?: string;
  stop(): Promise<void>;
}

const MIME_TYPES_CANDIDATES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

export function findNginxBinary(): string {
  const candidates = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'nginx')), '/usr/sbin/nginx'];
  const found = candidates.find(isExecutable);
  if (!found) throw new Error('nginx is not installed. Run infra/scripts/ensure-system-packages.sh as root, or install nginx.');
  return found;
}

/** The environment the container gives envsubst (see docker-compose.yml), for this instance. */
export function nginxTemplateEnv(options: NginxOptions): Record<string, string> {
  return {
    NGINX_PORT: `${listenHost(options.host)}:${options.port}`,
    ...(options.statusPort === undefined ? {} : { NGINX_STATUS_PORT: `${listenHost(options.host)}:${options.statusPort}` }),
    NGINX_RESOLVER: options.resolver ?? '127.0.0.1',
    AUTH_SERVICE_URL: options.authServiceUrl,
    CONTENT_SERVICE_URL: options.contentServiceUrl,
    ENQUIRY_SERVICE_URL: options.enquiryServiceUrl,
    TRUSTED_PROXIES: options.trustedProxies ?? '',
    NGINX_MEDIA_MAX_BODY: DEFAULT_MEDIA_MAX_BODY,
    MEDIA_DIR: options.mediaDir ?? path.join(tmpdir(), 'no-media'),
    MEDIA_PUBLIC_BASE_URL: options.mediaPublicBaseUrl ?? '',
    ...PRODUCTION_NGINX_LIMITS,
    ...options.limits,
    ...Object.fromEntries(RUNTIME_CONFIG_KEYS.map((key) => [key, options.runtimeConfig?.[key] ?? ''])),
  };
}

/** Writes nginx.conf, mime.types, snippets/ and the rendered conf.d/default.conf into prefix; returns the nginx.conf path. */
export async function writeNginxPrefix(prefix: string, options: NginxOptions): Promise<string> {
  await mkdir(path.join(prefix, 'conf.d'), { recursive: true });
  await cp(SNIPPETS_DIR, path.join(prefix, 'snippets'), { recursive: true });
  await copyFile(findMimeTypes(), path.join(prefix, 'mime.types'));

  let mainConfig = movePathsIntoPrefix(await readFile(NGINX_CONF_PATH, 'utf8'), prefix);
  const accessLog = options.accessLog === false ? 'off' : `${accessLogPath(prefix)} main`;
  mainConfig = mainConfig.replace(/^(\s*)access_log\s[^;]*;/m, `$1access_log ${accessLog};`);
  const confPath = path.join(prefix, 'nginx.conf');
  await writeFile(confPath, mainConfig);

  const template = await readServerTemplate();
  const env = nginxTemplateEnv(options);
  const missing = templateVariables(template).filter((name) => env[name] === undefined);
  if (missing.length > 0) throw new Error(`The nginx template needs values for: ${missing.join(', ')}`);
  const runtimeDir = path.join(prefix, 'runtime');
  await runEntrypointScript(TRUSTED_PROXIES_SCRIPT, runtimeDir, env);
  await runEntrypointScript(RUNTIME_CONFIG_SCRIPT, runtimeDir, env);
  await runEntrypointScript(MEDIA_LOCATION_SCRIPT, runtimeDir, env);
  const serverConfig = serveFrom(renderNginxTemplate(template, env), options.webRoot)
    .replace(`alias ${CONTAINER_RUNTIME_CONFIG};`, `alias "${path.join(runtimeDir, 'config.js')}";`)
    .replace(`include ${CONTAINER_TRUSTED_PROXIES};`, `include "${path.join(runtimeDir, 'trusted-proxies.conf')}";`)
    .replace(`include ${CONTAINER_MEDIA_LOCATION};`, `include "${path.join(runtimeDir, 'media.conf')}";`);
  await writeFile(path.join(prefix, 'conf.d/default.conf'), serverConfig);
  return confPath;
}

/** Runs one of the container's start-up scripts (nginx/docker-entrypoint.d) with this instance's settings. */
async function runEntrypointScript(script: string, runtimeDir: string, env: Record<string, string>): Promise<void> {
  const child = spawn('sh', [script], {
    env: { PATH: process.env.PATH, ...env, RUNTIME_CONFIG_DIR: runtimeDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${script} failed (exit ${code}): ${errors}`);
}

function listenHost(host: string | undefined): string {
  if (!host) return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function accessLogPath(prefix: string): string {
  return path.join(prefix, 'access.log');
}

export async function startNginx(given: NginxOptions): Promise<NginxProcess> {
  const binary = findNginxBinary();
  const options = { ...given, statusPort: given.statusPort ?? (await freePort()) };
  const prefix = await mkdtemp(path.join(tmpdir(), 'site-nginx-'));
  const confPath = await writeNginxPrefix(prefix, options).catch(async (error: unknown) => {
    await rm(prefix, { recursive: true, force: true });
    throw error;
  });
  // As root the workers would drop to `nobody`, which cannot read the private temp folders.
  const globals = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
  const child = spawn(binary, ['-p', `${prefix}/`, '-c', confPath, '-e', 'stderr', '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });

  let recentErrors = '';
  const output = options.output ?? (() => undefined);
  child.stderr?.on('data', (chunk: Buffer) => {
    recentErrors = (recentErrors + chunk.toString()).slice(-4000);
    for (const line of chunk.toString().split('\n').filter(Boolean)) output(`[nginx] ${line}`);
  });

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async (): Promise<void> => {
    await stopChild(child);
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/nginx-health`, child, options.startupTimeoutMs ?? 10_000);
  } catch (error) {
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message}\n${recentErrors}`, { cause: error });
  }
  return {
    url,
    port: options.port,
    prefix,
    statusUrl: `http://127.0.0.1:${options.statusPort}/stub_status`,
    accessLogFile: options.accessLog === false ? undefined : accessLogPath(prefix),
    stop,
  };
}

/** nginx.conf keeps pid and temp files under /tmp/ for the container; each test instance gets its own. */
function movePathsIntoPrefix(config: string, prefix: string): string {
  const movable = /^(\s*(?:pid|\w+_temp_path)\s+)\/tmp\//;
  const lines = config.split('\n');
  const unmovable = lines.find((line) => !line.trim().startsWith('#') && line.includes('/tmp/') && !movable.test(line));
  if (unmovable) throw new Error(`nginx.conf has a /tmp/ path the test harness does not move: ${unmovable.trim()}`);
  return lines.map((line) => line.replace(movable, `$1${prefix}/`)).join('\n');
}

/** Points the `root` line and the brotli `alias` (both under the container's web root) at webRoot. */
function serveFrom(serverConfig: string, webRoot: string): string {
  const rootLine = `root ${CONTAINER_WEB_ROOT};`;
  if (!serverConfig.includes(rootLine)) throw new Error(`The server template has no "${rootLine}" line to point at ${webRoot}`);
  return serverConfig.replace(rootLine, `root "${webRoot}";`).replaceAll(`alias ${CONTAINER_WEB_ROOT}/`, `alias ${webRoot}/`);
}

function findMimeTypes(): string {
  const found = MIME_TYPES_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`No nginx mime.types found (looked in ${MIME_TYPES_CANDIDATES.join(', ')})`);
  return found;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilAnswering(healthUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(healthUrl);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer from ${healthUrl} within ${timeoutMs} ms`);
}

/** SIGQUIT lets nginx finish the requests in flight; SIGTERM if that takes too long. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGQUIT');
  const force = setTimeout(() => child.kill('SIGTERM'), 5_000);
  await exited;
  clearTimeout(force);
}
