/**
 * Static checks of docker-compose.yml and the Dockerfiles that guard rules a deploy would otherwise break
 * at run time: every service is health-checked, restarted and given what it reads; the public site does
 * not wait for the staff login service; containers are locked down; base images are supported releases.
 * Behaviour (build, routing, redeploys, faults) is checked on a real engine by ../shared/tools/container-check.
 */
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { SERVER_TEMPLATE_PATH, templateVariables } from '../../infra/src/nginx-config';
import { RUNTIME_CONFIG_KEYS } from '../../infra/src/runtime-config';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  restart?: string;
  ports?: string[];
  expose?: string[];
  depends_on?: Record<string, { condition: string }>;
  cap_drop?: string[];
  security_opt?: string[];
  read_only?: boolean;
  mem_limit?: string;
  pids_limit?: number;
  volumes?: string[];
}

/** What each service reads from its environment (the services' env validation, init-roles.sh, the nginx entrypoint). */
const READS: Record<string, string[]> = {
  postgres: ['POSTGRES_DB', 'POSTGRES_USER', 'POSTGRES_PASSWORD', 'PGDATA', 'AUTH_DB_PASSWORD', 'CONTENT_DB_PASSWORD', 'ENQUIRY_DB_PASSWORD'],
  'auth-service': [
    'NODE_ENV', 'PORT', 'DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_ISSUER', 'JWT_AUDIENCE', 'SESSION_IDLE_TIMEOUT_SECONDS',
    'SESSION_ABSOLUTE_TIMEOUT_SECONDS', 'TRUST_PROXY', 'LOGIN_MAX_FAILURES', 'LOGIN_MAX_FAILURES_PER_USERNAME', 'LOGIN_FAILURE_WINDOW_SECONDS',
    'SITE_URL', 'SMTP_URL', 'MAIL_FROM', 'JWT_KEY_ENCRYPTION_KEY', 'ALLOW_INSECURE_LINKS', 'SMTP_ALLOW_PLAINTEXT', 'LOG_LEVEL', 'METRICS_PORT',
  ],
  'content-service': [
    'NODE_ENV', 'PORT', 'DATABASE_URL', 'AUTH_JWKS_URL', 'JWT_ISSUER', 'JWT_AUDIENCE', 'SESSION_REVOCATION_POLL_SECONDS', 'SEED_SAMPLE_CONTENT',
    'SITE_URL', 'SITE_TIME_ZONE', 'TRASH_RETENTION_DAYS', 'TRASH_PURGE_INTERVAL_SECONDS', 'TRUST_PROXY', 'LOG_LEVEL', 'METRICS_PORT',
  ],
  'enquiry-service': [
    'NODE_ENV', 'PORT', 'DATABASE_URL', 'AUTH_JWKS_URL', 'JWT_ISSUER', 'JWT_AUDIENCE', 'SESSION_REVOCATION_POLL_SECONDS', 'TRUST_PROXY',
    'HCAPTCHA_SECRET', 'HCAPTCHA_VERIFY_URL', 'ENQUIRY_HOLD_LIMIT', 'ENQUIRY_HOLD_WINDOW_SECONDS', 'ENQUIRY_HARD_LIMIT_PER_ADDRESS',
    'ENQUIRY_HARD_LIMIT_TOTAL_PER_HOUR', 'ENQUIRY_RETENTION_DAYS', 'ENQUIRY_SPAM_RETENTION_DAYS', 'SMTP_URL',
    'ENQUIRY_NOTIFY_TO', 'ENQUIRY_NOTIFY_FROM', 'SMTP_ALLOW_PLAINTEXT', 'LOG_LEVEL', 'METRICS_PORT',
  ],
  nginx: [...templateVariables(readFileSync(SERVER_TEMPLATE_PATH, 'utf8')), ...RUNTIME_CONFIG_KEYS],
};

const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services);
const dockerfileOf = (service: ComposeService): string => (service.build ? read(service.build.dockerfile) : '');
/** Environment values compose gives, with ${VAR:-default} read as its default (what runs when .env leaves it out). */
const defaultOf = (value: string | undefined): string | undefined => /^\$\{[A-Z_]+:-([^}]*)\}$/.exec(value ?? '')?.[1] ?? value;

test.describe('docker-compose.yml', () => {
  test('every service the rules below know about is defined, and no other', () => {
    expect(Object.keys(compose.services).sort()).toEqual(Object.keys(READS).sort());
  });

  for (const [name, service] of services) {
    test(`${name}: is health-checked and restarted when it fails`, () => {
      expect(service.healthcheck !== undefined || /^HEALTHCHECK\s/m.test(dockerfileOf(service)), 'healthcheck').toBe(true);
      expect(['unless-stopped', 'always', 'on-failure']).toContain(service.restart);
    });

    test(`${name}: is given every variable it reads`, () => {
      const given = Object.keys(service.environment ?? {});
      expect(READS[name].filter((variable) => !given.includes(variable))).toEqual([]);
    });

    test(`${name}: waits only for dependencies that are healthy`, () => {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
      }
    });

    test(`${name}: runs without capabilities it does not need, read-only, with memory and process limits`, () => {
      expect(service.cap_drop).toEqual(['ALL']);
      expect(service.security_opt).toContain('no-new-privileges:true');
      expect(service.read_only).toBe(true);
      expect(service.mem_limit).toMatch(/^\d+[mg]$/);
      expect(service.pids_limit).toBeGreaterThan(0);
    });
  }

  test('the public site (nginx, content-service, postgres) starts without auth-service and enquiry-service', () => {
    const needs = (name: string, seen = new Set<string>()): Set<string> => {
      for (const dependency of Object.keys(compose.services[name].depends_on ?? {})) {
        if (!seen.has(dependency)) needs(dependency, seen.add(dependency));
      }
      return seen;
    };
    expect([...needs('nginx')]).not.toContain('auth-service');
    expect([...needs('nginx')]).not.toContain('enquiry-service');
  });

  test('the three Node services are built from one Dockerfile, its SERVICE argument naming each', () => {
    const nodeServices = ['auth-service', 'content-service', 'enquiry-service'];
    const builds = nodeServices.map((name) => compose.services[name].build);
    expect(new Set(builds.map((build) => build?.dockerfile)).size).toBe(1);
    expect(builds.map((build) => build?.args?.SERVICE)).toEqual(nodeServices);
    expect(dockerfileOf(compose.services['auth-service'])).toMatch(/^ARG SERVICE$/m);
  });

  test('only nginx publishes a port', () => {
    expect(services.filter(([, service]) => (service.ports ?? []).length > 0).map(([name]) => name)).toEqual(['nginx']);
  });

  test('the metrics and stub_status ports are reachable on the compose network only (expose, never ports)', () => {
    for (const name of ['auth-service', 'content-service', 'enquiry-service']) {
      expect(compose.services[name].expose, name).toEqual(['9464']);
      expect(compose.services[name].environment?.METRICS_PORT, name).toBe('9464');
    }
    expect(compose.services.nginx.expose).toEqual(['8081']);
    expect(compose.services.nginx.environment?.NGINX_STATUS_PORT).toBe('8081');
    expect((compose.services.nginx.ports ?? []).join(' ')).not.toMatch(/8081|9464/);
  });

  test('Postgres writes its data inside the named volume, so that it survives down and up whatever folder the image would pick', () => {
    const postgres = compose.services.postgres;
    const [, dataMount] = (postgres.volumes ?? []).find((volume) => volume.startsWith('postgres-data:'))?.split(':') ?? [];
    expect(dataMount).toBeTruthy();
    expect(postgres.environment?.PGDATA).toMatch(new RegExp(`^${dataMount}/.+`));
  });

  test('production does not seed sample content unless asked', () => {
    expect(defaultOf(compose.services['content-service'].environment?.SEED_SAMPLE_CONTENT)).toBe('false');
  });

  test('.env.example lists every variable the compose file takes from the environment', () => {
    const documented = new Set([...read('.env.example').matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});

interface SecretsOverlay {
  services: Record<string, { environment?: Record<string, string>; secrets?: string[] }>;
  secrets: Record<string, { file: string }>;
}

/** A setting that holds a secret: a password, key, token or a URL that carries credentials. */
const SECRET_SETTING = /PASSWORD|SECRET|PRIVATE_KEY|ENCRYPTION_KEY|^DATABASE_URL$|^SMTP_URL$/;

test.describe('docker-compose.secrets.yml', () => {
  const overlay = parse(read('docker-compose.secrets.yml')) as SecretsOverlay;
  // Postgres creates the service roles with the passwords in .env on its first start (infra/db/init-roles.sh).
  const servicesWithSecrets = services.filter(([name]) => name !== 'postgres' && name !== 'nginx');

  for (const [name, service] of servicesWithSecrets) {
    test(`${name}: every secret it is given can come from a file instead`, () => {
      const secrets = Object.keys(service.environment ?? {}).filter((variable) => SECRET_SETTING.test(variable));
      const given = overlay.services[name]?.environment ?? {};
      const problems = secrets.flatMap((variable) => {
        const file = given[`${variable}_FILE`];
        const secretName = /^\/run\/secrets\/(.+)$/.exec(file ?? '')?.[1];
        if (!secretName) return [`${variable}_FILE is not a /run/secrets/ path`];
        return [
          ...(given[variable] === '' ? [] : [`${variable} is not emptied (the service refuses both)`]),
          ...(overlay.services[name]?.secrets?.includes(secretName) ? [] : [`secret ${secretName} is not given to ${name}`]),
          ...(overlay.secrets[secretName]?.file?.startsWith('./secrets/') ? [] : [`secret ${secretName} has no file under ./secrets/`]),
        ];
      });
      expect(secrets.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('images', () => {
  const dockerfiles = ['infra/docker/service.Dockerfile', 'nginx/Dockerfile'];
  const bases = dockerfiles.flatMap((file) => [...read(file).matchAll(/^FROM\s+(\S+)/gm)].map(([, image]) => ({ file, image })));

  test('Node is the current LTS (24) and nginx 1.28 or newer', () => {
    for (const { file, image } of bases) {
      const node = /^node:(\d+)/.exec(image);
      const nginx = /nginx[\w-]*:(\d+)\.(\d+)/.exec(image);
      expect(node ?? nginx, `${file}: ${image}`).not.toBeNull();
      if (node) expect(Number(node[1]), `${file}: ${image}`).toBeGreaterThanOrEqual(24);
      if (nginx) expect(Number(nginx[1]) * 1000 + Number(nginx[2]), `${file}: ${image}`).toBeGreaterThanOrEqual(1028);
    }
  });

  for (const file of dockerfiles) {
    test(`${file}: ends as a non-root user, logs without colour codes, is health-checked`, () => {
      const runtime = read(file).split(/^FROM /m).at(-1) ?? '';
      const users = [...runtime.matchAll(/^USER\s+(\S+)/gm)].map(([, user]) => user);
      expect(users.at(-1)).not.toMatch(/^(root|0)$/);
      expect(users.at(-1)).toBeDefined();
      expect(runtime).toMatch(/\bNO_COLOR=1\b/);
      expect(read(file)).toMatch(/^HEALTHCHECK\s/m);
    });
  }

  test('the /config.js writer the nginx image runs is executable (the entrypoint skips other files)', () => {
    expect(read('nginx/Dockerfile')).toContain('/docker-entrypoint.d/40-runtime-config.sh');
    expect(() => accessSync(path.join(ROOT, 'nginx/docker-entrypoint.d/40-runtime-config.sh'), constants.X_OK)).not.toThrow();
  });
});
