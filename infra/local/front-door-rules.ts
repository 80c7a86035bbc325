/**
 * The nginx front door's rules (nginx/templates/default.conf.template) for the local gateway, which
 * stands in for nginx only when nginx is not installed. The security headers are read from nginx's own
 * snippet; tests/platform/front-door.spec.ts sends the same requests to both and compares the answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_TEMPLATE_PATH, SNIPPETS_DIR } from '../src/nginx-config';

/** The headers of nginx/snippets/security-headers.conf, sent with every response but hashed assets. */
export function readSecurityHeaders(): Record<string, string> {
  return readHeaderSnippet('security-headers.conf');
}

/** The headers of nginx/snippets/asset-headers.conf, sent with the hashed scripts and styles under /assets/. */
export function readAssetHeaders(): Record<string, string> {
  return readHeaderSnippet('asset-headers.conf');
}

/** A snippet's `add_header Name "value" always;` lines, and those of the snippets it includes. */
function readHeaderSnippet(name: string): Record<string, string> {
  const file = path.join(SNIPPETS_DIR, name);
  const text = readFileSync(file, 'utf8');
  const included = [...text.matchAll(/^\s*include\s+snippets\/([\w.-]+);/gm)].map(([, snippet]) => readHeaderSnippet(snippet));
  const own = [...text.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)].map(([, header, value]) => [header, value]);
  const headers = Object.assign({}, ...included, Object.fromEntries(own)) as Record<string, string>;
  if (Object.keys(headers).length === 0) throw new Error(`${file} has no add_header lines`);
  return headers;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Blog posts and case studies: content-service renders them (nginx's post page location); the SPA shell
 * below answers them only when content-service cannot.
 */
export const POST_PAGE_ROUTE = /^\/(?:blogs|case-studies)\/[^/]+$/;
/**
 * The two listings: content-service renders them with their newest cards (nginx's listing location); the
 * prerendered listing answers them only when content-service cannot.
 */
export const LISTING_PAGE_ROUTE = /^\/insights\/(?:blogs|case-studies)$/;
export const POST_PAGE_UPSTREAM_PREFIX = '/api/content/pages';
/** Drafts shared for review (nginx's review location): content-service's page or its 404/410/429, never a fallback. */
export const REVIEW_PAGE_ROUTE = /^\/review\/[^/]+$/;
export const REVIEW_PAGE_UPSTREAM_PREFIX = '/api/content';

/** Routes the browser renders itself: the SPA shell (200.html) answers them with 200. (/login is prerendered.) */
export const SPA_SHELL_ROUTES = [/^\/(?:blogs|case-studies)\/[^/]+\/?$/];

/** The staff area (the spec's editor and the screens beside it, web's config/paths.ts staffAreaPaths): its own app, staff.html. */
export const STAFF_SHELL_ROUTE = /^\/admin\/(?:module\/entries\/cms-system|enquiries|leads|media|trash|users|activity|publishing|profile)$/;

export const API_PREFIXES = { auth: ['/api/auth'], enquiry: ['/api/enquiries', '/api/cms/enquiries'], content: ['/api/content', '/api/cms', '/api/reviews'] };

/**
 * API paths only services may call (content-service polls auth-service directly, and reports refusals to it): nginx answers them 404 from
 * outside, as an unknown API path. Matched as nginx does, after decoding and merging slashes, and case-insensitively
 * because the services' router is.
 */
export const INTERNAL_ONLY_ROUTE = /^\/api\/auth\/(?:sessions\/revoked|activity\/access-denied)(?:\/|$)/i;

export function isInternalOnly(path: string): boolean {
  return INTERNAL_ONLY_ROUTE.test(normalisedPath(path));
}

/**
 * nginx's login limit location: both sign-in steps, password resets and invitations, matched as nginx does
 * (after decoding and merging slashes, case-insensitively, any trailing part).
 */
export const LOGIN_LIMITED_ROUTE = /^\/api\/auth\/(?:login|password-reset|invitations\/)/i;

export function isLoginLimited(path: string): boolean {
  return LOGIN_LIMITED_ROUTE.test(normalisedPath(path));
}

function normalisedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is matched as written.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

/** nginx's `location /api/` answer for any other API path. */
export const API_NOT_FOUND_BODY = '{"statusCode":404,"error":"Not found"}';

/** Content types as nginx's mime.types gives them, for the files the build writes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The server's map $static_cache_control: plain images and fonts for a day, everything else revalidated. */
export function staticCacheControl(contentType: string): string {
  return /^(?:image|font)\//.test(contentType) ? 'public, max-age=86400' : REVALIDATE;
}

/** nginx gzip.conf: gzip_types (plus text/html) and gzip_min_length. */
export const GZIP_TYPES = /^(?:text\/(?:html|css|javascript|plain|xml)|application\/(?:javascript|json|manifest\+json|xml|rss\+xml)|image\/svg\+xml)\b/;
export const GZIP_MIN_LENGTH = 256;
/** Scripts and styles under /assets/ have a brotli copy (web/scripts/precompress.ts). */
export const BROTLI_ASSET = /^\/assets\/.+\.(?:js|css)$/;

export function acceptsEncoding(acceptEncoding: string | undefined, encoding: 'gzip' | 'br'): boolean {
  return new RegExp(`(^|[,\\s])${encoding}($|[,\\s;])`, 'i').test(acceptEncoding ?? '');
}

/** The server template's per-address limits that are not settings: each limit_req zone's burst, and the client timeouts. */
export interface TemplateLimits {
  bursts: Record<'login' | 'enquiries' | 'post_pages', number>;
  clientHeaderTimeoutMs: number;
  clientBodyTimeoutMs: number;
}

export function readTemplateLimits(): TemplateLimits {
  const template = readFileSync(SERVER_TEMPLATE_PATH, 'utf8');
  const bursts = Object.fromEntries([...template.matchAll(/^\s*limit_req zone=(\w+) burst=(\d+) nodelay;/gm)].map(([, zone, burst]) => [zone, Number(burst)]));
  const seconds = (directive: string): number => {
    const match = new RegExp(`^\\s*${directive} (\\d+)s;`, 'm').exec(template);
    if (!match) throw new Error(`${SERVER_TEMPLATE_PATH} has no "${directive} <n>s;" line`);
    return Number(match[1]) * 1000;
  };
  for (const zone of ['login', 'enquiries', 'post_pages']) {
    if (bursts[zone] === undefined) throw new Error(`${SERVER_TEMPLATE_PATH} has no "limit_req zone=${zone} burst=<n> nodelay;" line`);
  }
  return {
    bursts: bursts as TemplateLimits['bursts'],
    clientHeaderTimeoutMs: seconds('client_header_timeout'),
    clientBodyTimeoutMs: seconds('client_body_timeout'),
  };
}

/** nginx's own answer to a refused page request (limit_req_status 429 with no error_page of ours). */
export const TOO_MANY_REQUESTS_PAGE = '<html>\r\n<head><title>429 Too Many Requests</title></head>\r\n<body>\r\n<center><h1>429 Too Many Requests</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
/** The template's @api_too_many_requests answer. */
export const API_TOO_MANY_REQUESTS_BODY = '{"statusCode":429,"error":"Too many requests. Please wait a minute and try again."}';
