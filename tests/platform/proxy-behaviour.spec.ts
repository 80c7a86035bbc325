import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort } from '../../infra/src/free-port';
import { startNginx, type NginxProcess } from '../../infra/src/nginx-process';
import { expectPrerenderedListings, startFailingService } from '../support/listing-fallback';
import { stackInfo } from '../support/stack';

interface SeenRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** Stands in for a service: records what nginx forwards and answers 200. */
function startRecordingUpstream(seen: SeenRequest[]): Promise<Server> {
  const server = createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('cache-control', 'private, max-age=5');
      response.end('{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * A second nginx built from the same template, beside the shared stack: its auth upstream records
 * requests, its content upstream is a port nobody listens on.
 */
test.describe('proxying (second nginx with stand-in upstreams)', () => {
  const seen: SeenRequest[] = [];
  let upstream: Server;
  let nginx: NginxProcess;

  test.beforeAll(async () => {
    upstream = await startRecordingUpstream(seen);
    const closedPort = await freePort();
    nginx = await startNginx({
      port: await freePort(),
      webRoot: stackInfo().webRoot,
      authServiceUrl: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      contentServiceUrl: `http://127.0.0.1:${closedPort}`,
      enquiryServiceUrl: `http://127.0.0.1:${closedPort}`,
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('passes the client address, scheme, host, path and query on to the service', async ({ request }) => {
    seen.length = 0;
    const response = await request.post(`${nginx.url}/api/auth/login?next=%2Fadmin`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      data: { username: 'someone' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, max-age=5');
    expect(seen).toHaveLength(1);
    const [forwarded] = seen;
    expect(forwarded.method).toBe('POST');
    expect(forwarded.url).toBe('/api/auth/login?next=%2Fadmin');
    // The address nginx saw, not the one the client wrote.
    expect(forwarded.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded.headers['x-real-ip']).toBe('127.0.0.1');
    expect(forwarded.headers['x-forwarded-proto']).toBe('http');
    expect(forwarded.headers.host).toBe('127.0.0.1');
  });

  test('gives each request an id, keeping a plain one the client sent', async ({ request }) => {
    seen.length = 0;
    await request.get(`${nginx.url}/api/auth/x`);
    await request.get(`${nginx.url}/api/auth/x`);
    await request.get(`${nginx.url}/api/auth/x`, { headers: { 'x-request-id': 'trace-42' } });
    await request.get(`${nginx.url}/api/auth/x`, { headers: { 'x-request-id': 'bad id" {}' } });
    const ids = seen.map((one) => one.headers['x-request-id']);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe('trace-42');
    expect(ids[3]).toMatch(/^[0-9a-f]{32}$/);
  });

  test('a stopped service gives a fast JSON 502', async ({ request }) => {
    for (const url of ['/api/content', '/api/cms/content']) {
      const started = Date.now();
      const response = await request.get(`${nginx.url}${url}`);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.status()).toBe(502);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toEqual({ statusCode: 502, error: expect.any(String) });
      expect(response.headers()['x-frame-options']).toBe('DENY');
    }
  });

  test('the site itself still works while a service is down', async ({ request }) => {
    const response = await request.get(`${nginx.url}/insights/blogs`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('with content-service down, the listings are the pages prerendered at build time', async ({ request }) => {
    await expectPrerenderedListings(request, nginx.url);
  });
});

test.describe('listings while content-service answers 5xx (second nginx)', () => {
  let failing: { server: Server; url: string };
  let nginx: NginxProcess;

  test.beforeAll(async () => {
    failing = await startFailingService();
    nginx = await startNginx({
      port: await freePort(),
      webRoot: stackInfo().webRoot,
      authServiceUrl: failing.url,
      contentServiceUrl: failing.url,
      enquiryServiceUrl: failing.url,
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => failing?.server.close(resolve));
  });

  test('the listings are the pages prerendered at build time', async ({ request }) => {
    await expectPrerenderedListings(request, nginx.url);
  });
});

test.describe('client address through the shared stack', () => {
  test('a client-written X-Forwarded-For does not change the address logins are limited by', async ({ request }) => {
    const username = `probe-${Date.now()}`;
    const attempt = (clientIp: string) =>
      request.post('/api/auth/login', { headers: { 'x-forwarded-for': clientIp }, data: { username, password: 'wrong-password' } });
    // Five failures per (username, address) by default; each claims another address, all come from one.
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt(`198.51.100.${failure}`)).status()).toBe(401);
    }

    const blocked = await attempt('198.51.100.200');
    expect(blocked.status()).toBe(429);
    expect(blocked.headers()['retry-after']).toMatch(/^\d+$/);
  });
});
