import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { runtimeConfigScript } from '../src/runtime-config';

export interface GatewayOptions {
  port: number;
  webRoot: string;
  authServiceUrl: string;
  contentServiceUrl: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The local stand-in for nginx: the same routing (API prefixes, runtime config, prerendered
 * route/index.html first, then the SPA fallback), without nginx's headers and caching.
 */
export function startGateway(options: GatewayOptions): Promise<Server> {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(createProxyMiddleware({ target: options.authServiceUrl, pathFilter: '/api/auth', xfwd: true }));
  app.use(createProxyMiddleware({ target: options.contentServiceUrl, pathFilter: ['/api/content', '/api/cms'], xfwd: true }));
  app.get('/config.js', (_req: Request, res: Response) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(runtimeConfigScript(options.env));
  });
  app.use(express.static(options.webRoot, { index: false, redirect: false }));
  app.use((req: Request, res: Response) => {
    res.set('Cache-Control', 'no-cache').sendFile(pageFor(options.webRoot, req.path));
  });

  return new Promise((resolve) => {
    const server = app.listen(options.port, () => resolve(server));
  });
}

function pageFor(webRoot: string, requestPath: string): string {
  const prerendered = path.join(webRoot, path.normalize(requestPath).replace(/^(\.\.[/\\])+/, ''), 'index.html');
  if (prerendered.startsWith(webRoot) && existsSync(prerendered) && statSync(prerendered).isFile()) return prerendered;
  const shell = path.join(webRoot, '200.html');
  return existsSync(shell) ? shell : path.join(webRoot, 'index.html');
}
