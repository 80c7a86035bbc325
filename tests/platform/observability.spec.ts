import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { stackInfo } from '../support/stack';

// What an operator watches: each service's Prometheus metrics on a port of its own (never through nginx),
// nginx's stub_status, and one JSON log line per request in nginx's access log and in the service's log,
// tied together by the request id nginx assigns and returns in X-Request-Id.

interface PublishedItem {
  slug: string;
  type: 'blog' | 'case-study';
}

const SERVICES = ['authService', 'contentService', 'enquiryService'] as const;

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** One series' value in Prometheus's text format; 0 when the series is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const requestCount = (route: string, status: number, method = 'GET') =>
  `http_request_duration_seconds_count{route="${route}",method="${method}",status_code="${status}"}`;

async function aBlogPost(request: APIRequestContext): Promise<PublishedItem> {
  const items = (await (await request.get('/api/content')).json()) as PublishedItem[];
  const blog = items.find((item) => item.type === 'blog');
  expect(blog, 'the stack seeds sample blog posts').toBeDefined();
  return blog as PublishedItem;
}

test.describe('metrics', () => {
  test('each service counts and times the requests sent through nginx by route template and status', async ({ request }) => {
    const { metricsUrls } = stackInfo();
    const post = await aBlogPost(request);
    const [authBefore, contentBefore, enquiryBefore] = await Promise.all(SERVICES.map((service) => scrape(metricsUrls[service])));

    for (let count = 0; count < 3; count += 1) {
      expect((await request.get('/api/auth/.well-known/jwks.json')).status()).toBe(200);
      // The second and third are answered before the framework runs (content-service's cached public reads).
      expect((await request.get(`/api/content/${post.slug}`)).status()).toBe(200);
      expect((await request.get(`/blogs/${post.slug}`)).status()).toBe(200);
      expect((await request.get('/api/cms/enquiries')).status()).toBe(401);
    }
    expect((await request.post('/api/auth/login', { data: { username: 'observability-nobody', password: 'not the password at all' } })).status()).toBe(401);

    const [auth, content, enquiry] = await Promise.all(SERVICES.map((service) => scrape(metricsUrls[service])));
    // Other tests use the same stack at the same time: counts only grow, by at least what this test sent.
    const grew = (before: string, after: string, series: string) => valueOf(after, series) - valueOf(before, series);
    expect(grew(authBefore, auth, requestCount('/api/auth/.well-known/jwks.json', 200))).toBeGreaterThanOrEqual(3);
    expect(grew(authBefore, auth, requestCount('/api/auth/login', 401, 'POST'))).toBeGreaterThanOrEqual(1);
    expect(grew(authBefore, auth, 'auth_login_failures_total{reason="credentials"}')).toBeGreaterThanOrEqual(1);
    expect(grew(contentBefore, content, requestCount('/api/content/:slug', 200))).toBeGreaterThanOrEqual(3);
    expect(grew(contentBefore, content, requestCount('/api/content/pages/:section/:slug', 200))).toBeGreaterThanOrEqual(3);
    expect(grew(contentBefore, content, 'content_cache_lookups_total{kind="early-answer",result="hit"}')).toBeGreaterThanOrEqual(4);
    expect(grew(enquiryBefore, enquiry, requestCount('/api/cms/enquiries', 401))).toBeGreaterThanOrEqual(3);
    // A histogram, so latency percentiles can be computed: the +Inf bucket holds every request.
    expect(valueOf(content, `http_request_duration_seconds_bucket{le="+Inf",route="/api/content/:slug",method="GET",status_code="200"}`)).toBe(
      valueOf(content, requestCount('/api/content/:slug', 200)),
    );
    // Route templates, never addresses: a series per slug would grow without bound.
    expect(content).not.toContain(post.slug);
  });

  test('each service reports its process, event loop, database pool and (auth, enquiries) outbox', async () => {
    const { metricsUrls } = stackInfo();
    for (const service of SERVICES) {
      const text = await scrape(metricsUrls[service]);
      expect(valueOf(text, 'process_cpu_user_seconds_total'), service).toBeGreaterThan(0);
      expect(valueOf(text, 'process_resident_memory_bytes'), service).toBeGreaterThan(10_000_000);
      expect(text, service).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      // DATABASE_POOL_SIZE's default; the pool holds at least the connection the health checks use.
      expect(valueOf(text, 'db_pool_max_connections'), service).toBe(10);
      expect(valueOf(text, 'db_pool_connections'), service).toBeGreaterThanOrEqual(1);
      expect(text, service).toMatch(/^db_pool_waiting_requests \d+$/m);
    }
    for (const service of ['authService', 'enquiryService'] as const) {
      const text = await scrape(metricsUrls[service]);
      expect(text, service).toMatch(/^outbox_pending_messages \d+$/m);
      expect(text, service).toMatch(/^outbox_oldest_pending_age_seconds [\d.]+$/m);
    }
    expect(await scrape(metricsUrls.enquiryService)).toMatch(/^enquiries_stored\{status="new"\} \d+$/m);
    expect(await scrape(metricsUrls.authService)).toMatch(/^auth_login_throttled_total\{step="password"\} \d+$/m);
  });

  test('nginx never routes to the metrics: /metrics is 404 on the public address, and the metrics port is another one', async ({ request }) => {
    const { baseUrl, metricsUrls, authServiceUrl, contentServiceUrl, enquiryServiceUrl } = stackInfo();
    for (const path of ['/metrics', '/api/metrics', '/api/content/metrics', '/stub_status']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('http_request_duration_seconds');
    }
    const publicPort = new URL(baseUrl).port;
    const servicePorts = [authServiceUrl, contentServiceUrl, enquiryServiceUrl].map((url) => new URL(url).port);
    for (const service of SERVICES) {
      const metricsPort = new URL(metricsUrls[service]).port;
      expect(metricsPort).not.toBe(publicPort);
      expect(servicePorts).not.toContain(metricsPort);
    }
    // Nor do the services serve metrics on their own HTTP port.
    for (const url of [authServiceUrl, contentServiceUrl, enquiryServiceUrl]) expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  test('nginx reports its connections and requests (stub_status) on its own port', async () => {
    const { nginxStatusUrl, baseUrl } = stackInfo();
    expect(new URL(nginxStatusUrl).port).not.toBe(new URL(baseUrl).port);
    const response = await fetch(nginxStatusUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^Active connections: \d+ \nserver accepts handled requests\n \d+ \d+ \d+ \n/);
  });
});

test.describe('logs', () => {
  async function linesOf(file: string | undefined): Promise<Array<Record<string, unknown>>> {
    expect(file, 'the stack names its log files').toBeDefined();
    const text = await readFile(file as string, 'utf8');
    return text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** Lines with this request id, once the count settles (nginx and pino write at once; a little slack for the file system). */
  async function linesWithId(file: string | undefined, requestId: string, expected: number): Promise<Array<Record<string, unknown>>> {
    let found: Array<Record<string, unknown>> = [];
    await expect
      .poll(async () => {
        // nginx's lines, and the services' request lines (not their audit lines or other lines of that request).
        const isRequestLine = (line: Record<string, unknown>) => line.message === 'request' || (line.level === undefined && line.audit === undefined);
        found = (await linesOf(file)).filter((line) => line.requestId === requestId && isRequestLine(line));
        return found.length;
      })
      .toBeGreaterThanOrEqual(expected);
    return found;
  }

  test("one line per request, with the request id nginx assigned, in nginx's access log and in the service's log", async ({ request }) => {
    const { logFiles } = stackInfo();
    const post = await aBlogPost(request);
    const cases = [
      { path: '/api/auth/.well-known/jwks.json', status: 200, log: logFiles.authService },
      { path: `/api/content/${post.slug}`, status: 200, log: logFiles.contentService },
      { path: `/api/content/${post.slug}`, status: 200, log: logFiles.contentService }, // answered before the framework
      { path: '/api/cms/enquiries', status: 401, log: logFiles.enquiryService },
    ];
    for (const { path, status, log } of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const requestId = response.headers()['x-request-id'];
      // nginx's $request_id: 32 hex digits, made by nginx since the client sent none.
      expect(requestId, path).toMatch(/^[0-9a-f]{32}$/);

      const nginxLines = await linesWithId(logFiles.nginxAccess, requestId, 1);
      expect(nginxLines, path).toEqual([expect.objectContaining({ requestId, method: 'GET', path, status })]);
      const serviceLines = await linesWithId(log, requestId, 1);
      expect(serviceLines, path).toEqual([
        expect.objectContaining({ level: 'info', message: 'request', requestId, method: 'GET', path, status, durationMs: expect.any(Number) }),
      ]);
    }
  });

  test('a client can trace its own request id through nginx to the service', async ({ request }) => {
    const { logFiles } = stackInfo();
    const requestId = `trace-${Date.now()}`;
    const response = await request.get('/api/content', { headers: { 'x-request-id': requestId } });
    expect(response.headers()['x-request-id']).toBe(requestId);
    expect(await linesWithId(logFiles.nginxAccess, requestId, 1)).toHaveLength(1);
    expect(await linesWithId(logFiles.contentService, requestId, 1)).toHaveLength(1);
  });

  test('no token, password, cookie or query string reaches a log line', async ({ request }) => {
    const { logFiles } = stackInfo();
    const secret = `observability-secret-${Date.now()}`;
    expect((await request.get('/api/cms/content', { headers: { authorization: `Bearer ${secret}`, cookie: `session=${secret}` } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { username: 'observability-nobody', password: secret } })).status()).toBe(401);
    const searched = await request.get(`/api/content?search=${secret}`);
    const requestId = searched.headers()['x-request-id'];
    // Wait for the last request's lines, so the files hold every line of this test.
    await linesWithId(logFiles.contentService, requestId, 1);
    await linesWithId(logFiles.nginxAccess, requestId, 1);
    for (const file of [logFiles.nginxAccess, logFiles.authService, logFiles.contentService]) {
      expect(await readFile(file as string, 'utf8'), file).not.toContain(secret);
    }
  });
});
