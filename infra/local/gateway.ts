import { Agent, createServer, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { NginxLimits } from '../src/nginx-config';
import { runtimeConfigScript } from '../src/runtime-config';
import { trustedProxies } from './client-address';
import {
  API_NOT_FOUND_BODY,
  API_PREFIXES,
  isInternalOnly,
  isLoginLimited,
  GZIP_MIN_LENGTH,
  GZIP_TYPES,
  LISTING_PAGE_ROUTE,
  POST_PAGE_ROUTE,
  REVIEW_PAGE_ROUTE,
  REVIEW_PAGE_UPSTREAM_PREFIX,
  POST_PAGE_UPSTREAM_PREFIX,
  REVALIDATE,
  acceptsEncoding,
  readAssetHeaders,
  readSecurityHeaders,
} from './front-door-rules';
import { bodyTimeout, closeIdleSocketsOnTimeout, gatewayLimits } from './gateway-limits';
import { serveSite } from './static-files';
import { MEDIA_PREFIX, serveMediaFiles } from './media-files';

export interface GatewayOptions {
  port: number;
  /** The address to listen on; 127.0.0.1 unless given. */
  host?: string;
  webRoot: string;
  authServiceUrl: string;
  contentServiceUrl: string;
  enquiryServiceUrl: string;
  /** The media library's folder (content-service's MEDIA_DIR), served as /media/. */
  mediaDir: string;
  /** Read for the runtime config and TRUSTED_PROXIES (CIDR ranges whose X-Forwarded-For is believed). */
  env: NodeJS.ProcessEnv;
  /** The per-address rates; the image's own (nginx/Dockerfile) unless given. */
  limits?: Partial<NginxLimits>;
}

/** nginx.conf's keepalive_timeout: how long an idle client connection is kept open. */
const CLIENT_KEEP_ALIVE_MS = 65_000;

/**
 * The stand-in for nginx when nginx is not installed (`npm start` runs the real one when it is): the same
 * routing, status codes, security headers, caching and compression, from the rules in front-door-rules.ts.
 */
export function startGateway(options: GatewayOptions): Promise<Server> {
  const securityHeaders = readSecurityHeaders();
  const assetHeaders = readAssetHeaders();
  const hiddenServiceHeaders = [...Object.keys(securityHeaders), 'X-Powered-By'].map((name) => name.toLowerCase());
  const limits = gatewayLimits(options.limits);
  // Reused connections to the services, instead of a new TCP connection (and `Connection: close`) per request.
  const upstreamPool = new Agent({ keepAlive: true });
  const proxy = (target: string, pathFilter: string[]) =>
    createProxyMiddleware({
      target,
      pathFilter,
      agent: upstreamPool,
      on: {
        proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) => setForwardedHeaders(proxyReq, req as Request),
        // nginx's proxy_hide_header: the front door's own security headers only, once each.
        proxyRes: (proxyRes: IncomingMessage, req: IncomingMessage) => {
          for (const name of hiddenServiceHeaders) delete proxyRes.headers[name];
          drainWhenAnsweredEarly(proxyRes, req);
        },
      },
    });

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the client's address as nginx's real-ip module finds it (client-address.ts).
  app.set('trust proxy', trustedProxies(options.env.TRUSTED_PROXIES));
  app.use(bodyTimeout(limits.clientBodyTimeoutMs), limits.connections);
  app.use((req: Request, res: Response, next: NextFunction) => (isLoginLimited(req.path) ? limits.login(req, res, next) : next()));
  app.use('/api/enquiries', limits.enquiries);
  app.all(POST_PAGE_ROUTE, limits.postPages);
  app.all(REVIEW_PAGE_ROUTE, limits.postPages);
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.set(req.path.startsWith('/assets/') || req.path.startsWith(MEDIA_PREFIX) ? assetHeaders : securityHeaders);
    next();
  });
  // Dynamic gzip (never brotli, as nginx) for what has no precompressed copy: API answers and /config.js.
  const dynamic = compression({
    threshold: GZIP_MIN_LENGTH,
    filter: (_req, res) => GZIP_TYPES.test(String(res.getHeader('Content-Type') ?? '')),
  });
  const gzipOnly = (req: Request, _res: Response, next: NextFunction) => {
    req.headers['accept-encoding'] = acceptsEncoding(req.headers['accept-encoding'], 'gzip') ? 'gzip' : 'identity';
    next();
  };
  app.use(['/api', '/config.js'], gzipOnly, dynamic);
  const apiNotFound = (_req: Request, res: Response) => {
    res.status(404).set('Cache-Control', 'no-store').type('application/json').send(API_NOT_FOUND_BODY);
  };
  app.use((req: Request, res: Response, next: NextFunction) => (isInternalOnly(req.path) ? apiNotFound(req, res) : next()));
  app.use(proxy(options.authServiceUrl, API_PREFIXES.auth));
  // Before /api/cms: the staff inbox lives under it but belongs to the enquiry service.
  app.use(proxy(options.enquiryServiceUrl, API_PREFIXES.enquiry));
  app.use(proxy(options.contentServiceUrl, API_PREFIXES.content));
  app.use('/api', apiNotFound);
  app.get('/config.js', (_req: Request, res: Response) => {
    res.set({ 'Cache-Control': REVALIDATE, 'Content-Type': 'application/javascript' }).send(runtimeConfigScript(options.env));
  });
  app.get('/nginx-health', (_req: Request, res: Response) => {
    res.type('text/plain').send('ok');
  });
  // content-service's page arrives decoded (fetch), so it is gzipped here as nginx passes on the service's gzip.
  app.get([POST_PAGE_ROUTE, LISTING_PAGE_ROUTE], gzipOnly, dynamic, (req: Request, res: Response, next: NextFunction) => {
    void proxyRenderedPage(`${options.contentServiceUrl}${POST_PAGE_UPSTREAM_PREFIX}`, req, res).then((served) => served || next(), next);
  });
  app.get(REVIEW_PAGE_ROUTE, gzipOnly, dynamic, (req: Request, res: Response, next: NextFunction) => {
    void proxyRenderedPage(`${options.contentServiceUrl}${REVIEW_PAGE_UPSTREAM_PREFIX}`, req, res, { fallback: false }).then((served) => served || next(), next);
  });
  // With the S3 driver (MEDIA_PUBLIC_BASE_URL), /media/ is the bucket's, proxied as nginx does.
  const mediaBaseUrl = options.env.MEDIA_S3_BUCKET ? options.env.MEDIA_PUBLIC_BASE_URL : undefined;
  app.use(mediaBaseUrl
    ? createProxyMiddleware({ target: mediaBaseUrl.replace(/\/+$/, ''), changeOrigin: true, pathFilter: MEDIA_PREFIX })
    : serveMediaFiles(options.mediaDir));
  app.use(serveSite(options.webRoot));

  const server = createServer(
    // client_header_timeout, checked every second (Node's default check is every 30 s).
    { headersTimeout: limits.clientHeaderTimeoutMs, connectionsCheckingInterval: 1000, keepAliveTimeout: CLIENT_KEEP_ALIVE_MS },
    app,
  );
  closeIdleSocketsOnTimeout(server);
  server.once('close', () => upstreamPool.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

/**
 * A service may answer before it has read the whole body (a refused upload: no session, too large, not an
 * image). nginx then reads and discards the rest of the client's body, so the client gets the answer; here
 * the body stops flowing once the service stops reading it, the client waits, and its next request on the
 * connection hangs. So, as nginx does: the rest of the body is read and dropped, and the service connection,
 * left mid-request, is closed instead of going back to the pool.
 */
function drainWhenAnsweredEarly(proxyRes: IncomingMessage, req: IncomingMessage): void {
  proxyRes.once('end', () => {
    if (req.complete) return;
    const upstream = (proxyRes as IncomingMessage & { req: ClientRequest }).req;
    req.unpipe(upstream);
    upstream.destroy();
    req.resume();
  });
}

/**
 * nginx's proxy_set_header lines: the client's address replaces any X-Forwarded-For the client wrote, so
 * the services' own per-address limits see the same address as the front door's; the client's Connection
 * header stays between it and the gateway (`Connection ""`), so the pooled upstream connection stays open.
 */
function setForwardedHeaders(proxyReq: ClientRequest, req: Request): void {
  proxyReq.removeHeader('Connection');
  proxyReq.setHeader('X-Forwarded-For', req.ip ?? '');
  proxyReq.setHeader('X-Real-IP', req.ip ?? '');
  proxyReq.setHeader('X-Forwarded-Proto', 'http');
}

/**
 * nginx's post page and listing locations: content-service's page (a 404 page or a 301 included) for /blogs/{slug},
 * /case-studies/{slug} and the two listings, and the review location's page (`fallback: false`: its 5xx is passed
 * on, as nginx does, since the SPA shell cannot show a draft); false when it cannot answer, so serveSite sends the SPA shell
 * or the prerendered listing as nginx does.
 */
async function proxyRenderedPage(upstreamPrefix: string, req: Request, res: Response, { fallback = true } = {}): Promise<boolean> {
  let upstream: globalThis.Response;
  try {
    // A renamed post's old address answers 301 to its public path; it is passed on, as nginx does, not followed.
    upstream = await fetch(`${upstreamPrefix}${req.originalUrl}`, {
      headers: { 'If-None-Match': req.get('If-None-Match') ?? '', 'X-Forwarded-For': req.ip ?? '', 'X-Real-IP': req.ip ?? '' },
      redirect: 'manual',
    });
  } catch {
    return false;
  }
  if (upstream.status >= 500 && fallback) return false;
  for (const header of ['Content-Type', 'Cache-Control', 'ETag', 'Location', 'X-Robots-Tag', 'Retry-After']) {
    const value = upstream.headers.get(header);
    if (value) res.set(header, value);
  }
  res.status(upstream.status).send(Buffer.from(await upstream.arrayBuffer()));
  return true;
}
