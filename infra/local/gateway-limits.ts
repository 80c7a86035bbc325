import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { type NginxLimits, PRODUCTION_NGINX_LIMITS } from '../src/nginx-config';
import { ConcurrentRequestLimit, RequestRateLimit, parseNginxRate } from './address-limits';
import { limitKey } from './client-address';
import { API_TOO_MANY_REQUESTS_BODY, TOO_MANY_REQUESTS_PAGE, readTemplateLimits } from './front-door-rules';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

export interface GatewayLimits {
  /** limit_conn: requests in progress per address. */
  connections: Middleware;
  /** The limit_req zones of the server template, by name. */
  login: Middleware;
  enquiries: Middleware;
  postPages: Middleware;
  clientHeaderTimeoutMs: number;
  clientBodyTimeoutMs: number;
}

/** The server template's limits with the image's rates (or the ones given), keyed by the client's address (IPv6 by /64). */
export function gatewayLimits(rates: Partial<NginxLimits> = {}): GatewayLimits {
  const settings = { ...PRODUCTION_NGINX_LIMITS, ...rates };
  const template = readTemplateLimits();
  const perAddress = (rate: string, burst: number): Middleware => {
    const limit = new RequestRateLimit(parseNginxRate(rate), burst);
    return (req, res, next) => (limit.allow(limitKey(req.ip ?? '')) ? next() : tooManyRequests(req, res));
  };
  const concurrent = new ConcurrentRequestLimit(Number(settings.NGINX_CONNECTIONS_PER_ADDRESS));
  return {
    connections: (req, res, next) => {
      const release = concurrent.acquire(limitKey(req.ip ?? ''));
      if (!release) return tooManyRequests(req, res);
      res.once('close', release);
      next();
    },
    login: perAddress(settings.NGINX_LOGIN_RATE, template.bursts.login),
    enquiries: perAddress(settings.NGINX_ENQUIRY_RATE, template.bursts.enquiries),
    postPages: perAddress(settings.NGINX_PAGE_RATE, template.bursts.post_pages),
    clientHeaderTimeoutMs: template.clientHeaderTimeoutMs,
    clientBodyTimeoutMs: template.clientBodyTimeoutMs,
  };
}

/** The API's JSON 429 (the template's @api_too_many_requests), or nginx's own page for anything else. */
function tooManyRequests(req: Request, res: Response): void {
  res.status(429).set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/')) res.set('Retry-After', '60').type('application/json').send(API_TOO_MANY_REQUESTS_BODY);
  else res.type('text/html').send(TOO_MANY_REQUESTS_PAGE);
}

/**
 * client_body_timeout: a request whose body stops arriving for this long loses its connection, so a client
 * that trickles a body cannot hold one open (the server's headersTimeout does the same for headers).
 * The server must destroy a socket on 'timeout' (closeIdleSocketsOnTimeout).
 */
export function bodyTimeout(timeoutMs: number): Middleware {
  return (req, res, next) => {
    if (!req.complete) {
      const socket = req.socket;
      socket.setTimeout(timeoutMs);
      const clear = () => socket.setTimeout(0);
      req.once('end', clear);
      res.once('close', clear);
    }
    next();
  };
}

/** One 'timeout' listener per connection, rather than one per request on a kept-alive connection. */
export function closeIdleSocketsOnTimeout(server: Server): void {
  server.on('connection', (socket: Socket) => socket.on('timeout', () => socket.destroy()));
}
