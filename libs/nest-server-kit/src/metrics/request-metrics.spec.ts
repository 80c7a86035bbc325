import { Controller, Get, Global, InternalServerErrorException, Module, Param, Query } from '@nestjs/common';
import { ConfigModule, registerAs } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Pool } from 'pg';
import request from 'supertest';
import { readServerSettings } from '../config/server-settings';
import { createServerApp } from '../create-server-app';
import { answerBeforeFramework } from '../http/early-answers';
import { ServerKitModule } from '../server-kit.module';
import { recordingPinoLogger, type RecordingPinoLogger } from '../testing/recording-pino-logger';
import { MetricsRegistry } from './metrics-registry';
import { startMetricsServer, type MetricsServer } from './metrics-server';

@Controller('items')
class ItemsController {
  @Get(':id')
  item(@Param('id') id: string, @Query('fail') fail?: string) {
    if (fail) throw new InternalServerErrorException();
    return { id };
  }
}

// A pool that never connects: the kit reads its size and use, which is what the metrics report.
const pool = new Pool({ max: 7 });

@Global()
@Module({ providers: [{ provide: getDataSourceToken(), useValue: { driver: { master: pool } } }], exports: [getDataSourceToken()] })
class PoolOnlyDatabaseModule {}

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [registerAs('app', () => readServerSettings({ port: 0, bodyLimit: '10kb' }, {}))] }),
    PoolOnlyDatabaseModule,
    ServerKitModule.forRoot(),
  ],
  controllers: [ItemsController],
})
class ItemsModule {}

let app: NestExpressApplication;
let log: RecordingPinoLogger;
let metricsServer: MetricsServer;
let earlyAnswers: Set<string>;

beforeAll(async () => {
  log = recordingPinoLogger();
  app = await createServerApp(ItemsModule, { logger: false, requestLog: log.logger });
  await app.init();
  earlyAnswers = new Set();
  // Stands in for content-service's PublicAnswers: addresses listed here are answered before Nest.
  answerBeforeFramework(app, (incoming) =>
    earlyAnswers.has(incoming.url ?? '') ? (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"early":true}') : undefined,
  );
  metricsServer = await startMetricsServer(app.get(MetricsRegistry).registry, 0, '127.0.0.1');
});

afterAll(async () => {
  await metricsServer.close();
  await app.close();
  await pool.end();
});

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series in Prometheus's text format, e.g. count('http_request_duration_seconds_count{route="/x",...}'). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request metrics', () => {
  it('counts and times requests by route template, method and status, never by the raw address', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/items/first').expect(200);
    await request(server).get('/api/items/second').expect(200);
    await request(server).get('/api/items/third?fail=yes').expect(500);
    await request(server).get('/api/no-such-route/12345').expect(404);

    const text = await scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count{route="/api/items/:id",method="GET",status_code="200"}')).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_count{route="/api/items/:id",method="GET",status_code="500"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{route="unmatched",method="GET",status_code="404"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_bucket{le="+Inf",route="/api/items/:id",method="GET",status_code="200"}')).toBe(2);
    expect(text).not.toContain('first');
    expect(text).not.toContain('12345');
  });

  it('counts requests answered before the framework under the route Nest answered that address with', async () => {
    const server = app.getHttpServer();
    const before = valueOf(await scrape(), 'http_request_duration_seconds_count{route="/api/items/:id",method="GET",status_code="200"}') ?? 0;
    await request(server).get('/api/items/cached').expect(200, { id: 'cached' });
    earlyAnswers.add('/api/items/cached');
    await request(server).get('/api/items/cached').expect(200, { early: true });
    await request(server).get('/api/items/cached').expect(200, { early: true });
    expect(valueOf(await scrape(), 'http_request_duration_seconds_count{route="/api/items/:id",method="GET",status_code="200"}')).toBe(before + 3);
  });

  it('reports process, event-loop and database pool figures', async () => {
    const text = await scrape();
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'db_pool_max_connections')).toBe(7);
    expect(valueOf(text, 'db_pool_connections')).toBe(0);
    expect(valueOf(text, 'db_pool_waiting_requests')).toBe(0);
  });

  it('serves nothing but GET /metrics on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/api/items/first`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is not served on the service port', async () => {
    await request(app.getHttpServer()).get('/metrics').expect(404);
    await request(app.getHttpServer()).get('/api/metrics').expect(404);
  });
});

describe('with METRICS_PORT off', () => {
  it('does not even time requests', async () => {
    @Module({
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [registerAs('app', () => readServerSettings({ port: 0, bodyLimit: '10kb' }, { METRICS_PORT: '' }))] }),
        PoolOnlyDatabaseModule,
        ServerKitModule.forRoot(),
      ],
      controllers: [ItemsController],
    })
    class MetricsOffModule {}
    const off = await createServerApp(MetricsOffModule, { logger: false });
    try {
      await off.init();
      await request(off.getHttpServer()).get('/api/items/one').expect(200);
      expect(await off.get(MetricsRegistry).registry.metrics()).not.toContain('http_request_duration_seconds_count');
    } finally {
      await off.close();
    }
  });
});
