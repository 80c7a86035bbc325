import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startGateway } from '../../infra/local/gateway';
import { freePort } from '../../infra/src/free-port';
import { startNginx } from '../../infra/src/nginx-process';
import { stackInfo } from '../support/stack';

/**
 * Both front doors with the image's own per-address limits (login: 10 a minute, a burst of 10; 50 requests
 * in progress per address; 10 s to send headers or the next part of a body) in front of a stand-in service
 * that reports the client address it was given. nginx is the container's; the gateway is what `npm start`
 * runs when nginx is not installed. Every request here comes from 127.0.0.1.
 */
interface FrontDoor {
  url: string;
  stop(): Promise<void>;
}

const FRONT_DOORS: Record<string, (serviceUrl: string, trustedProxies: string) => Promise<FrontDoor>> = {
  nginx: async (serviceUrl, trustedProxies) => {
    const nginx = await startNginx({
      port: await freePort(),
      webRoot: stackInfo().webRoot,
      authServiceUrl: serviceUrl,
      contentServiceUrl: serviceUrl,
      enquiryServiceUrl: serviceUrl,
      trustedProxies,
    });
    return { url: nginx.url, stop: () => nginx.stop() };
  },
  'the npm start gateway': async (serviceUrl, trustedProxies) => {
    const port = await freePort();
    const server = await startGateway({
      port,
      webRoot: stackInfo().webRoot,
      mediaDir: stackInfo().mediaDir,
      authServiceUrl: serviceUrl,
      contentServiceUrl: serviceUrl,
      enquiryServiceUrl: serviceUrl,
      env: { TRUSTED_PROXIES: trustedProxies },
    });
    return {
      url: `http://127.0.0.1:${port}`,
      stop: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  },
};

/** Answers with the X-Forwarded-For it received; a path containing /slow answers after a second. */
async function startReportingService(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = () => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ clientAddress: request.headers['x-forwarded-for'] }));
      };
      if (request.url?.includes('/slow')) setTimeout(answer, 1000);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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

/** Milliseconds until the front door closes a connection that sent `sent` and then nothing more. */
function msUntilClosed(url: string, sent: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(sent));
    socket.on('data', () => undefined);
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', () => undefined);
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 20 s: ${sent}`));
    }, 20_000);
  });
}

for (const [name, startFrontDoor] of Object.entries(FRONT_DOORS)) {
  test.describe(`${name}`, () => {
    let service: { server: Server; url: string };
    test.beforeAll(async () => {
      service = await startReportingService();
    });
    test.afterAll(() => new Promise((resolve) => service?.server.close(resolve)));

    test.describe('no trusted proxies (TRUSTED_PROXIES empty): only the connecting address counts', () => {
      let frontDoor: FrontDoor;
      test.beforeAll(async () => {
        frontDoor = await startFrontDoor(service.url, '');
      });
      test.afterAll(() => frontDoor?.stop());

      test('a forged X-Forwarded-For reaches the service as the real address', async ({ request }) => {
        const response = await request.post(`${frontDoor.url}/api/enquiries`, { headers: { 'x-forwarded-for': '203.0.113.9' }, data: {} });
        expect(await response.json()).toEqual({ clientAddress: '127.0.0.1' });
      });

      test('logins with a different forged address each are still limited by the real one', async ({ request }) => {
        const statuses = await loginStatuses(request, frontDoor.url, (attempt) => `198.51.100.${attempt + 1}`);
        expect(statuses.slice(0, 10)).not.toContain(429);
        expect(statuses.slice(11)).toEqual([429, 429, 429, 429]);
        const refused = await request.post(`${frontDoor.url}/api/auth/login`, { data: {} });
        expect(refused.status()).toBe(429);
        expect(await refused.json()).toEqual({ statusCode: 429, error: 'Too many requests. Please wait a minute and try again.' });
      });

      test('at most 50 requests from one address are in progress at once', async () => {
        const statuses = await Promise.all(Array.from({ length: 70 }, () => fetch(`${frontDoor.url}/api/content/slow`).then((response) => response.status)));
        expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(40);
        expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(50);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
        // Once they are answered, the address may send again.
        expect((await fetch(`${frontDoor.url}/api/content/slow`)).status).toBe(200);
      });

      test('a client that stops sending its headers or its body is cut off after about 10 s', async () => {
        test.setTimeout(60_000);
        const [headers, body] = await Promise.all([
          msUntilClosed(frontDoor.url, 'GET /about HTTP/1.1\r\nHost: localhost\r\n'),
          msUntilClosed(frontDoor.url, 'POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":'),
        ]);
        for (const waited of [headers, body]) {
          expect(waited).toBeGreaterThan(9_000);
          expect(waited).toBeLessThan(14_000);
        }
      });
    });

    test.describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1/32): the address that proxy reports counts', () => {
      let frontDoor: FrontDoor;
      test.beforeAll(async () => {
        frontDoor = await startFrontDoor(service.url, '127.0.0.1/32');
      });
      test.afterAll(() => frontDoor?.stop());

      test("the proxy's client address reaches the service, past an address the client wrote itself", async ({ request }) => {
        // The client wrote 192.0.2.1; the trusted proxy appended the address it saw, 203.0.113.9.
        const response = await request.post(`${frontDoor.url}/api/enquiries`, { headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.9' }, data: {} });
        expect(await response.json()).toEqual({ clientAddress: '203.0.113.9' });
      });

      test('logins are limited per client, not per proxy', async ({ request }) => {
        const manyClients = await loginStatuses(request, frontDoor.url, (attempt) => `198.51.100.${attempt + 1}`);
        expect(manyClients).not.toContain(429);
        const oneClient = await loginStatuses(request, frontDoor.url, () => '203.0.113.50');
        expect(oneClient.slice(11)).toEqual([429, 429, 429, 429]);
      });

      test('the login limit covers both sign-in steps, password resets and invitations, whatever the case and trailing slash', async ({ request }) => {
        // Issue 33: /api/auth/login/ and /api/auth/LOGIN passed the limit, and the code step had none.
        const variants = ['/api/auth/login/', '/api/auth/LOGIN', '/api/auth/login/mfa', '/api/auth/Login/MFA/', '/api/auth/password-reset',
          '/api/auth/password-reset/complete/', '/api/auth/PASSWORD-RESET', '/api/auth/invitations/accept', '/api/auth/Invitations/Preview/'];
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 15; attempt += 1) {
          const response = await request.post(`${frontDoor.url}${variants[attempt % variants.length]}`, { headers: { 'x-forwarded-for': '203.0.113.77' }, data: {} });
          statuses.push(response.status());
        }
        expect(statuses.slice(0, 10)).not.toContain(429);
        expect(statuses.slice(11)).toEqual([429, 429, 429, 429]);
        // Other auth routes are not limited with them.
        const other = await request.get(`${frontDoor.url}/api/auth/me`, { headers: { 'x-forwarded-for': '203.0.113.77' } });
        expect(other.status()).toBe(200);
      });

      test('IPv6 clients are limited per /64 network, however their addresses are written', async ({ request }) => {
        // Fifteen addresses in 2001:db8:0:0::/64, written with the :: in different places.
        const sameNetwork = ['2001:db8::1', '2001:db8::a:b:c:d', '2001:db8::1:0:0:1', '2001:db8::ffff', '2001:db8::2:3'];
        const oneNetwork = await loginStatuses(request, frontDoor.url, (attempt) => sameNetwork[attempt % sameNetwork.length].replace(/(\w+)$/, (last) => `${last}${attempt.toString(16)}`.slice(-4)));
        expect(oneNetwork.slice(11)).toEqual([429, 429, 429, 429]);
        // Fifteen /64 networks: 2001:db8:1:N::/64 and 2001:0:0:N::/64 (written 2001::N:1:2:3:4).
        const manyNetworks = await loginStatuses(request, frontDoor.url, (attempt) => (attempt % 2 ? `2001:db8:1:${attempt + 1}::1` : `2001::${attempt + 1}:1:2:3:4`));
        expect(manyNetworks).not.toContain(429);
      });
    });
  });
}
