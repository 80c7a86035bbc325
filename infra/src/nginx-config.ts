import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The nginx/ folder: the same files the container image is built from. */
export const NGINX_DIR = path.resolve(__dirname, '../../nginx');
export const NGINX_CONF_PATH = path.join(NGINX_DIR, 'nginx.conf');
export const SERVER_TEMPLATE_PATH = path.join(NGINX_DIR, 'templates/default.conf.template');
export const SNIPPETS_DIR = path.join(NGINX_DIR, 'snippets');

/** Where the container serves the SPA from (the `root` line of the server template). */
export const CONTAINER_WEB_ROOT = '/usr/share/nginx/html';
/** The script the container runs at start to write /config.js, and where it writes it there. */
export const RUNTIME_CONFIG_SCRIPT = path.join(NGINX_DIR, 'docker-entrypoint.d/40-runtime-config.sh');
export const CONTAINER_RUNTIME_CONFIG = '/etc/nginx/runtime/config.js';
/** The script that writes the real-ip settings from TRUSTED_PROXIES at start, and where the template includes them from. */
export const TRUSTED_PROXIES_SCRIPT = path.join(NGINX_DIR, 'docker-entrypoint.d/30-trusted-proxies.sh');
export const CONTAINER_TRUSTED_PROXIES = '/etc/nginx/runtime/trusted-proxies.conf';
/** The script that writes the body of `location /media/` (the media folder, or the bucket's proxy), and where it goes. */
export const MEDIA_LOCATION_SCRIPT = path.join(NGINX_DIR, 'docker-entrypoint.d/35-media-location.sh');
export const CONTAINER_MEDIA_LOCATION = '/etc/nginx/runtime/media.conf';
/** The largest upload nginx lets through to POST /api/cms/media: MEDIA_MAX_BYTES (20 MB) plus the form around it. */
export const DEFAULT_MEDIA_MAX_BODY = '21m';

/** The per-address limits the image starts with (nginx/Dockerfile's ENV); nginx's own syntax. */
export interface NginxLimits {
  NGINX_LOGIN_RATE: string;
  NGINX_ENQUIRY_RATE: string;
  NGINX_PAGE_RATE: string;
  NGINX_CONNECTIONS_PER_ADDRESS: string;
}
export const PRODUCTION_NGINX_LIMITS: NginxLimits = {
  NGINX_LOGIN_RATE: '10r/m',
  NGINX_ENQUIRY_RATE: '10r/m',
  NGINX_PAGE_RATE: '10r/s',
  NGINX_CONNECTIONS_PER_ADDRESS: '50',
};

/**
 * What the nginx image's entrypoint does with templates/*.template: envsubst limited to the variables
 * that are defined. envsubst replaces both `${NAME}` and `$NAME` for those names; nginx's own
 * variables are lower-case, so they stay as they are. Undefined names are left untouched.
 */
export function renderNginxTemplate(template: string, env: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced?: string, bare?: string) => {
    const value = env[(braced ?? bare) as string];
    return value === undefined ? match : value;
  });
}

/** The `${NAME}` placeholders a template expects from the environment, in order of first use. */
export function templateVariables(template: string): string[] {
  const names = [...withoutComments(template).matchAll(/\$\{([A-Z_][A-Z0-9_]*)\}/g)].map((match) => match[1]);
  return [...new Set(names)];
}

export function readServerTemplate(): Promise<string> {
  return readFile(SERVER_TEMPLATE_PATH, 'utf8');
}

function withoutComments(config: string): string {
  return config.replace(/^\s*#.*$/gm, '');
}
