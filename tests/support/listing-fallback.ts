import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext } from '@playwright/test';

const LISTINGS = [
  { path: '/insights/blogs', heading: 'Latest Insights' },
  { path: '/insights/case-studies', heading: 'Client Success Stories' },
];

/**
 * When content-service cannot render the listings, the front door sends the listing prerendered at build
 * time: the page as before, whose cards the browser fetches (so it still says Loading...).
 */
export async function expectPrerenderedListings(request: APIRequestContext, origin: string): Promise<void> {
  for (const { path, heading } of LISTINGS) {
    const response = await request.get(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    const html = await response.text();
    expect(html, path).toContain(heading);
    expect(html, path).toContain('Loading...');
  }
}

/** Stands in for a content-service that is up but failing: every request answers 503. */
export function startFailingService(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503,"error":"Service Unavailable"}');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}
