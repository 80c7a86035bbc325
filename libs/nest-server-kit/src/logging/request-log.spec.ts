import { Controller, Get, Global, Logger, Module } from '@nestjs/common';
import { ConfigModule, registerAs } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import { readServerSettings } from '../config/server-settings';
import { createServerApp } from '../create-server-app';
import { answerBeforeFramework } from '../http/early-answers';
import { ServerKitModule } from '../server-kit.module';
import { recordingPinoLogger, type RecordingPinoLogger } from '../testing/recording-pino-logger';
import { createPinoLogger } from './pino-logger';
import { PinoNestLogger } from './pino-nest-logger';

@Controller('things')
class ThingsController {
  private readonly logger = new Logger('Things');

  @Get()
  list() {
    this.logger.log({ message: 'listing things', count: 2 });
    return [];
  }
}

@Global()
@Module({ providers: [{ provide: getDataSourceToken(), useValue: { driver: {} } }], exports: [getDataSourceToken()] })
class NoDatabaseModule {}

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [registerAs('app', () => readServerSettings({ port: 0, bodyLimit: '10kb' }, {}))] }),
    NoDatabaseModule,
    ServerKitModule.forRoot(),
  ],
  controllers: [ThingsController],
})
class ThingsModule {}

let app: NestExpressApplication;
let log: RecordingPinoLogger;

beforeAll(async () => {
  log = recordingPinoLogger();
  app = await createServerApp(ThingsModule, { logger: new PinoNestLogger(log.logger), requestLog: log.logger });
  await app.init();
  answerBeforeFramework(app, (incoming) => (incoming.url === '/early' ? (_request, response) => response.end('early') : undefined));
});

afterAll(() => app.close());

describe('request log', () => {
  it('writes exactly one JSON line per request, with the request id nginx sent, which the response returns', async () => {
    const before = log.requestLines().length;
    const response = await request(app.getHttpServer())
      .get('/api/things?search=jane.citizen@example.com')
      .set('X-Request-Id', 'f3c9a1d2e4b5a6c7d8e9f0a1b2c3d4e5')
      .set('Authorization', 'Bearer secret-token-value')
      .set('Cookie', 'session=secret-cookie-value')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('f3c9a1d2e4b5a6c7d8e9f0a1b2c3d4e5');
    const lines = log.requestLines().slice(before);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info', message: 'request', requestId: 'f3c9a1d2e4b5a6c7d8e9f0a1b2c3d4e5', method: 'GET', path: '/api/things', status: 200, finished: true, ip: expect.any(String),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), durationMs: expect.any(Number),
      }),
    ]);
  });

  it('leaves out headers, query strings and bodies: no token, cookie or personal detail reaches a line', async () => {
    await request(app.getHttpServer())
      .get('/api/things?email=jane.citizen@example.com')
      .set('Authorization', 'Bearer secret-token-value')
      .set('Cookie', 'session=secret-cookie-value')
      .expect(200);
    const everything = log.lines().map((line) => JSON.stringify(line)).join('\n');
    expect(everything).not.toContain('secret-token-value');
    expect(everything).not.toContain('secret-cookie-value');
    expect(everything).not.toContain('jane.citizen');
  });

  it("gives the app's own lines written during a request that request's id", async () => {
    await request(app.getHttpServer()).get('/api/things').set('X-Request-Id', 'abc-123').expect(200);
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 'info', context: 'Things', message: 'listing things', count: 2, requestId: 'abc-123' }));
  });

  it('makes an id when nginx sent none, logs early answers and 404s too, and leaves out successful health checks', async () => {
    const before = log.requestLines().length;
    const made = await request(app.getHttpServer()).get('/early').expect(200);
    await request(app.getHttpServer()).get('/api/nothing-here').set('X-Request-Id', 'missing-1').expect(404);
    await request(app.getHttpServer()).get('/health/live').expect(200);
    const lines = log.requestLines().slice(before);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ requestId: made.headers['x-request-id'], path: '/early', status: 200 }),
      expect.objectContaining({ requestId: 'missing-1', path: '/api/nothing-here', status: 404 }),
    ]);
  });
});

describe('pino logger', () => {
  it('redacts passwords, tokens, cookies and enquiry fields that application code logs by mistake', () => {
    const written: string[] = [];
    const logger = createPinoLogger({ level: 'info', format: 'json' }, { write: (line: string) => void written.push(line) });
    logger.info({ password: 'hunter2', body: { token: 'abc', email: 'jane@example.com', phone: '0400 000 000', title: 'kept' }, headers: { cookie: 'c=1', 'set-cookie': 's=2' } }, 'oops');
    const line = JSON.parse(written[0]) as Record<string, unknown>;
    expect(line).toEqual(expect.objectContaining({
      message: 'oops',
      password: '[redacted]',
      body: { token: '[redacted]', email: '[redacted]', phone: '[redacted]', title: 'kept' },
      headers: { cookie: '[redacted]', 'set-cookie': '[redacted]' },
    }));
  });

  it('writes nothing below LOG_LEVEL', () => {
    const written: string[] = [];
    const logger = createPinoLogger({ level: 'warn', format: 'json' }, { write: (line: string) => void written.push(line) });
    const nest = new PinoNestLogger(logger);
    nest.log('routine');
    nest.warn('worth a look', 'Context');
    expect(written.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([expect.objectContaining({ level: 'warn', message: 'worth a look', context: 'Context' })]);
  });
});
