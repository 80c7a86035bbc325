/**
 * `npm run bench`: load-tests the public content API and a post page (HTML rendered by content-service)
 * through nginx on loopback and compares them with nginx serving the list JSON as a precompressed static file
 * (the ceiling of this machine and of the load generator, which share its cores with nginx and the services).
 * Starts and stops its own stack (infra/src/stack.ts, as the end-to-end tests do); needs the services and web built.
 * `METRICS_PORT= npm run bench` runs the services without metrics (no server, requests not timed), to
 * measure what the metrics cost.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startStack, type Stack } from '../src/stack';

const CONNECTIONS = 64;
const DURATION_SECONDS = 10;
const WARM_UP_SECONDS = 2;
const PUBLISHED_ITEMS = 20;
/** Everything, stack start-up included, must be over by then. */
const OVERALL_TIMEOUT_MS = 5 * 60_000;

interface Target {
  name: string;
  path: string;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function main(): Promise<void> {
  const metricsOff = process.env.METRICS_PORT !== undefined;
  console.log(`Starting the stack (Postgres, auth-service, content-service, nginx), metrics ${metricsOff ? `off (METRICS_PORT="${process.env.METRICS_PORT}")` : 'on'}…`);
  const stack = await startStack({ accessLog: false, serviceEnv: metricsOff ? { METRICS_PORT: process.env.METRICS_PORT } : {} });
  const timeout = setTimeout(() => {
    console.error(`Benchmark still running after ${OVERALL_TIMEOUT_MS / 1000} s; stopping.`);
    void stack.stop().finally(() => process.exit(1));
  }, OVERALL_TIMEOUT_MS);
  try {
    const items = await ensurePublishedItems(stack, PUBLISHED_ITEMS);
    const listBody = await (await fetch(`${stack.baseUrl}/api/content`)).text();
    await mkdir(path.join(stack.webRoot, 'bench'), { recursive: true });
    await writeFile(path.join(stack.webRoot, 'bench/content.json'), listBody);
    // nginx's gzip_static sends this copy as it is, as it does the site's own files: the ceiling is the
    // cost of serving a file and of the load generator itself, not of compressing 76 KB per request.
    await writeFile(path.join(stack.webRoot, 'bench/content.json.gz'), gzipSync(listBody, { level: 9 }));
    console.log(`${items.length} published items; list payload ${listBody.length} bytes.\n`);

    const targets: Target[] = [
      { name: 'GET /api/content', path: '/api/content' },
      { name: `GET /api/content/:slug`, path: `/api/content/${items[0].slug}` },
      { name: 'GET /blogs/:slug (post page HTML)', path: pagePath(items.find((item) => item.type === 'blog') ?? items[0]) },
      { name: 'static copy of the list (ceiling)', path: '/bench/content.json' },
    ];
    const results: Figures[] = [];
    for (const target of targets) results.push(await measure(stack.baseUrl, target));
    printTable(results);
  } finally {
    clearTimeout(timeout);
    await stack.stop();
  }
}

interface PublishedItem {
  slug: string;
  type: 'blog' | 'case-study';
}

function pagePath(item: PublishedItem): string {
  return `/${item.type === 'blog' ? 'blogs' : 'case-studies'}/${item.slug}`;
}

async function ensurePublishedItems(stack: Stack, wanted: number): Promise<PublishedItem[]> {
  const login = await fetch(`${stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stack.admin),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const published = async (): Promise<PublishedItem[]> => (await fetch(`${stack.baseUrl}/api/content`)).json() as Promise<PublishedItem[]>;
  const today = new Date().toISOString().slice(0, 10);
  for (let index = (await published()).length; index < wanted; index += 1) {
    const response = await fetch(`${stack.baseUrl}/api/cms/content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        type: index % 2 === 0 ? 'blog' : 'case-study',
        title: `Benchmark item ${index + 1}`,
        author: 'Benchmark',
        status: 'published',
        datePublished: today,
        category: 'Benchmark',
        tags: 'bench, load',
        metaDescription: 'An item created by the benchmark.',
        description: 'An item created by the benchmark to give the list a realistic size.',
        content: `<p>${'Benchmark content paragraph. '.repeat(40)}</p>`.repeat(3),
        imageUrl: `${stack.baseUrl}/images/bench.svg`,
        imageAlt: 'Benchmark image',
      }),
    });
    if (response.status !== 201) throw new Error(`creating an item failed: ${response.status} ${await response.text()}`);
  }
  return published();
}

async function measure(baseUrl: string, target: Target): Promise<Figures> {
  const options = {
    url: `${baseUrl}${target.path}`,
    connections: CONNECTIONS,
    // Browsers ask for gzip; nginx compresses both the API answers and the static file.
    headers: { 'accept-encoding': 'gzip' },
  };
  process.stdout.write(`${target.name}: warming up… `);
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  process.stdout.write(`measuring ${DURATION_SECONDS} s… `);
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  console.log('done');
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function printTable(results: Figures[]): void {
  const ceiling = results[results.length - 1].requestsPerSecond;
  const rows = results.map((figures) => ({
    target: figures.name,
    'req/s': Math.round(figures.requestsPerSecond),
    'p50 ms': figures.p50,
    'p99 ms': figures.p99,
    errors: figures.errors,
    'non-2xx': figures.non2xx,
    'of ceiling': `${Math.round((figures.requestsPerSecond / ceiling) * 100)}%`,
  }));
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, through nginx on loopback:`);
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
