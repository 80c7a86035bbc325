import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freePort } from '../../infra/src/free-port';
import { startNginx, type NginxProcess } from '../../infra/src/nginx-process';
import { stackInfo } from '../support/stack';

/**
 * nginx with the image's own per-address limits (login: 10 a minute, a burst of 10) in front of a stand-in
 * service that reports the client address nginx passed on. Every request here comes from 127.0.0.1.
 */
async function startFrontDoor(trustedProxies: string | undefined): Promise<{ nginx: NginxProcess; upstream: Server }> {
  const upstream = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ clientAddress: request.headers['x-forwarded-for'] }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const nginx = await startNginx({
    port: await freePort(),
    webRoot: stackInfo().webRoot,
    authServiceUrl: url,
    contentServiceUrl: url,
    enquiryServiceUrl: url,
    trustedProxies,
  });
  return { nginx, upstream };
}

async function loginStatuses(request: APIRequestContext, baseUrl: string, forwardedFor: (attempt: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 15; attempt += 1) {
    const response = await request.post(`${baseUrl}/api/auth/login`, {
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
      data: { username: 'someone', password: 'wrong' },
    });
    statuses.push(response.status());
  }
  return statuses;
}

test.describe('no trusted proxies (TRUSTED_PROXIES empty): only the connecting address counts', () => {
  let frontDoor: { nginx: NginxProcess; upstream: Server };
  test.beforeAll(async () => {
    frontDoor = await startFrontDoor(undefined);
  });
  test.afterAll(async () => {
    await frontDoor?.nginx.stop();
    await new Promise((resolve) => frontDoor?.upstream.close(resolve));
  });

  test('a forged X-Forwarded-For reaches the service as the real address', async ({ request }) => {
    const response = await request.post(`${frontDoor.nginx.url}/api/enquiries`, { headers: { 'x-forwarded-for': '203.0.113.9' }, data: {} });
    expect(await response.json()).toEqual({ clientAddress: '127.0.0.1' });
  });

  test('logins with a different forged address each are still limited by the real one', async ({ request }) => {
    const statuses = await loginStatuses(request, frontDoor.nginx.url, (attempt) => `198.51.100.${attempt + 1}`);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(11)).toEqual([429, 429, 429, 429]);
    const refused = await request.post(`${frontDoor.nginx.url}/api/auth/login`, { data: {} });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual({ statusCode: 429, error: 'Too many requests. Please wait a minute and try again.' });
  });
});

test.describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1/32): the address that proxy reports counts', () => {
  let frontDoor: { nginx: NginxProcess; upstream: Server };
  test.beforeAll(async () => {
    frontDoor = await startFrontDoor('127.0.0.1/32');
  });
  test.afterAll(async () => {
    await frontDoor?.nginx.stop();
    await new Promise((resolve) => frontDoor?.upstream.close(resolve));
  });

  test("the proxy's client address reaches the service, past an address the client wrote itself", async ({ request }) => {
    // The client wrote 192.0.2.1; the trusted proxy appended the address it saw, 203.0.113.9.
    const response = await request.post(`${frontDoor.nginx.url}/api/enquiries`, { headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.9' }, data: {} });
    expect(await response.json()).toEqual({ clientAddress: '203.0.113.9' });
  });

  test('logins are limited per client, not per proxy', async ({ request }) => {
    const manyClients = await loginStatuses(request, frontDoor.nginx.url, (attempt) => `198.51.100.${attempt + 1}`);
    expect(manyClients).not.toContain(429);
    const oneClient = await loginStatuses(request, frontDoor.nginx.url, () => '203.0.113.50');
    expect(oneClient.slice(11)).toEqual([429, 429, 429, 429]);
  });
});
