/**
 * Static checks of docker-compose.yml and the Dockerfiles (no Docker needed): the production stack
 * must be wired the way the services' contracts say, or it fails at deploy time, not here.
 */
import { existsSync, readFileSync } from 'node:fs';
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
  depends_on?: Record<string, { condition: string }>;
  networks?: string[];
  volumes?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean } | null>;
  volumes: Record<string, unknown>;
}

/** What each service reads from its environment (common.md contracts) and compose must therefore set. */
const SERVICE_ENVIRONMENT: Record<string, string[]> = {
  postgres: ['POSTGRES_DB', 'POSTGRES_USER', 'POSTGRES_PASSWORD', 'AUTH_DB_PASSWORD', 'CONTENT_DB_PASSWORD'],
  'auth-service': [
    'NODE_ENV', 'PORT', 'DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY', 'JWT_ISSUER',
    'JWT_AUDIENCE', 'SESSION_IDLE_TIMEOUT_SECONDS', 'SESSION_ABSOLUTE_TIMEOUT_SECONDS', 'TRUST_PROXY', 'LOGIN_MAX_FAILURES',
    'LOGIN_MAX_FAILURES_PER_ADDRESS', 'LOGIN_FAILURE_WINDOW_SECONDS',
  ],
  'content-service': [
    'NODE_ENV', 'PORT', 'DATABASE_URL', 'AUTH_JWKS_URL', 'JWT_PUBLIC_KEY', 'JWT_ISSUER', 'JWT_AUDIENCE', 'SESSION_REVOCATION_POLL_SECONDS',
    'SEED_SAMPLE_CONTENT', 'SITE_URL', 'TRUST_PROXY', 'BODY_LIMIT',
  ],
  nginx: ['NGINX_PORT', 'NGINX_RESOLVER', 'AUTH_SERVICE_URL', 'CONTENT_SERVICE_URL', ...RUNTIME_CONFIG_KEYS],
};

const composeText = read('docker-compose.yml');
const compose = parse(composeText) as ComposeFile;
const services = Object.entries(compose.services);

function dockerfileOf(service: ComposeService): string | undefined {
  return service.build ? read(path.join(service.build.context, service.build.dockerfile)) : undefined;
}

/** `npm run <script> -w <a> -w <b>` commands in a shell or Dockerfile text, as script/workspace pairs. */
function npmRunCommands(text: string): Array<{ script: string; workspace: string }> {
  return [...text.matchAll(/npm run ([\w:-]+)((?:\s+(?:-w|--workspace)[ =][\w-]+)+)/g)].flatMap(([, script, flags]) =>
    [...flags.matchAll(/(?:-w|--workspace)[ =]([\w-]+)/g)].map(([, workspace]) => ({ script, workspace })),
  );
}

test.describe('docker-compose.yml', () => {
  test('defines the four services', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['auth-service', 'content-service', 'nginx', 'postgres']);
  });

  for (const [name, service] of services) {
    test(`${name}: has an image or a build whose Dockerfile exists`, () => {
      expect(service.image ?? service.build).toBeTruthy();
      if (service.build) {
        expect(service.build.context).toBe('.');
        expect(existsSync(path.join(ROOT, service.build.dockerfile))).toBe(true);
      }
    });

    test(`${name}: has a healthcheck (in compose or its Dockerfile) and a restart policy`, () => {
      const inDockerfile = /^HEALTHCHECK\s/m.test(dockerfileOf(service) ?? '');
      expect(service.healthcheck !== undefined || inDockerfile).toBe(true);
      expect(['unless-stopped', 'always']).toContain(service.restart);
    });

    test(`${name}: waits only on healthy dependencies`, () => {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency], dependency).toBeDefined();
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
      }
    });

    test(`${name}: is given every variable it reads`, () => {
      const provided = Object.keys(service.environment ?? {});
      const needed = name === 'nginx' ? [...SERVICE_ENVIRONMENT.nginx, ...templateVariables(readFileSync(SERVER_TEMPLATE_PATH, 'utf8'))] : SERVICE_ENVIRONMENT[name];
      expect(needed.filter((variable) => !provided.includes(variable))).toEqual([]);
    });
  }

  test('only nginx publishes a port, 8080', () => {
    const publishing = services.filter(([, service]) => (service.ports ?? []).length > 0).map(([name]) => name);
    expect(publishing).toEqual(['nginx']);
    expect(compose.services.nginx.ports).toEqual(['8080:8080']);
    expect(compose.services.nginx.environment?.NGINX_PORT).toBe('8080');
  });

  test('start order: database, auth, content, nginx', () => {
    const dependencies = (name: string) => Object.keys(compose.services[name].depends_on ?? {}).sort();
    expect(dependencies('auth-service')).toEqual(['postgres']);
    expect(dependencies('content-service')).toEqual(['auth-service', 'postgres']);
    expect(dependencies('nginx')).toEqual(['auth-service', 'content-service']);
  });

  test('the services find each other by their compose names and ports', () => {
    const { nginx, 'auth-service': auth, 'content-service': content } = compose.services;
    expect(nginx.environment?.AUTH_SERVICE_URL).toBe(`http://auth-service:${auth.environment?.PORT}`);
    expect(nginx.environment?.CONTENT_SERVICE_URL).toBe(`http://content-service:${content.environment?.PORT}`);
    expect(nginx.environment?.NGINX_RESOLVER).toBe('127.0.0.11');
    expect(content.environment?.AUTH_JWKS_URL).toBe(`http://auth-service:${auth.environment?.PORT}/api/auth/.well-known/jwks.json`);
    expect(auth.environment?.DATABASE_URL).toMatch(/^postgres:\/\/auth_service:\$\{AUTH_DB_PASSWORD[^}]*\}@postgres:5432\/site$/);
    expect(content.environment?.DATABASE_URL).toMatch(/^postgres:\/\/content_service:\$\{CONTENT_DB_PASSWORD[^}]*\}@postgres:5432\/site$/);
  });

  test('production refuses to start without secrets', () => {
    const { postgres, 'auth-service': auth } = compose.services;
    expect(auth.environment?.NODE_ENV).toBe('production');
    expect(compose.services['content-service'].environment?.NODE_ENV).toBe('production');
    expect(auth.environment?.ADMIN_PASSWORD).toBe('${ADMIN_PASSWORD:?set ADMIN_PASSWORD in .env}');
    for (const secret of ['POSTGRES_PASSWORD', 'AUTH_DB_PASSWORD', 'CONTENT_DB_PASSWORD']) {
      expect(postgres.environment?.[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    }
  });

  test('every runtime config variable is defined for nginx, empty at worst', () => {
    for (const key of RUNTIME_CONFIG_KEYS) {
      expect(compose.services.nginx.environment?.[key], key).toMatch(new RegExp(`^\\$\\{${key}:-[^}]*\\}$`));
    }
  });

  test('the prerendered pages are built with the site identity nginx serves at run time', () => {
    const { nginx } = compose.services;
    const dockerfile = read('nginx/Dockerfile');
    for (const key of ['SITE_URL', 'SITE_NAME', 'SITE_PHONE', 'SITE_EMAIL']) {
      expect(nginx.build?.args?.[key], key).toBe(nginx.environment?.[key]);
      expect(dockerfile).toMatch(new RegExp(`^ARG ${key}$`, 'm'));
    }
  });

  test('the database sits on an internal network with a named volume and its setup scripts', () => {
    const { postgres } = compose.services;
    expect(postgres.image).toMatch(/^postgres:17/);
    expect(postgres.networks).toEqual(['backend']);
    expect(compose.networks.backend?.internal).toBe(true);
    expect(compose.services.nginx.networks).not.toContain('backend');
    expect(postgres.volumes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^postgres-data:\/var\/lib\/postgresql\/data$/),
        './infra/db/setup.sql:/setup/setup.sql:ro',
        expect.stringMatching(/^\.\/infra\/db\/init-roles\.sh:\/docker-entrypoint-initdb\.d\//),
      ]),
    );
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
    expect(JSON.stringify(postgres.healthcheck?.test)).toContain('pg_isready');
  });

  test('.env.example lists every variable the compose file takes from the environment', () => {
    expect(existsSync(path.join(ROOT, '.env.example')), '.env.example is missing').toBe(true);
    const example = read('.env.example');
    const documented = new Set([...example.matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
  });
});

test.describe('Dockerfiles', () => {
  const dockerfiles = ['auth-service/Dockerfile', 'content-service/Dockerfile', 'nginx/Dockerfile'];
  const testedCommands = npmRunCommands(read('infra/scripts/test-all.sh'));

  for (const file of dockerfiles) {
    test(`${file} runs only npm scripts that exist and that the test run also runs`, () => {
      const commands = npmRunCommands(read(file));
      expect(commands.length).toBeGreaterThan(0);
      for (const { script, workspace } of commands) {
        const manifest = JSON.parse(read(`${workspace}/package.json`)) as { scripts?: Record<string, string> };
        expect(manifest.scripts?.[script], `${workspace}: npm run ${script}`).toBeDefined();
        expect(testedCommands, `${workspace}: npm run ${script}`).toContainEqual({ script, workspace });
      }
    });

    test(`${file} installs from the lockfile and ends as a non-root user with a healthcheck`, () => {
      const text = read(file);
      expect(text).toMatch(/npm ci\b/);
      expect(text).not.toMatch(/npm install\b/);
      expect(text).toMatch(/^HEALTHCHECK\s/m);
      expect(text).not.toMatch(/\bcurl\b/);
      const users = [...text.matchAll(/^USER\s+(\S+)/gm)].map(([, user]) => user);
      expect(users.at(-1)).toMatch(/^(node|nginx|101)$/);
    });
  }

  for (const service of ['auth-service', 'content-service']) {
    test(`${service}/Dockerfile ships production dependencies and the build output only`, () => {
      const runtime = read(`${service}/Dockerfile`).split(/^FROM /m).at(-1) ?? '';
      expect(runtime).toMatch(/^node:20/);
      expect(runtime).toMatch(new RegExp(`npm ci -w ${service} --omit=dev`));
      expect(runtime).toContain(`COPY --from=build /app/${service}/dist ${service}/dist`);
      expect(runtime).toContain('CMD ["node", "dist/main.js"]');
    });
  }
});
