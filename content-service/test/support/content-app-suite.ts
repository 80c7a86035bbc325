import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTestDatabase, type TestDatabase } from '../../../infra/src/test-database';
import { type Environment, resetContent, startApp } from './test-app';
import { type SigningKey, staffToken } from '@site/nest-server-kit/testing';

export interface ContentAppSuite {
  /** The running app; read it inside a test or hook, once the file's boot is done. */
  readonly app: NestExpressApplication;
  readonly db: TestDatabase;
  /** Headers for the default test staff member (an administrator). */
  readonly auth: { Authorization: string };
  /** A request to the app, as supertest makes it. */
  api(): ReturnType<typeof request>;
}

/**
 * One content service for a test file: its own Postgres and the real app trusting `key`, booted once
 * for the file (sample content off), emptied before each test and stopped after the last.
 */
export function useContentApp(key: SigningKey, environment: Environment = {}): ContentAppSuite {
  let db: TestDatabase | undefined;
  let app: NestExpressApplication | undefined;
  const booted = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The content app is read before the file has booted it');
    return value;
  };

  // Booting Postgres and the app can take longer than a test on a busy machine.
  beforeAll(async () => {
    db = await startTestDatabase();
    app = await startApp({ DATABASE_URL: db.contentUrl, JWT_PUBLIC_KEY: key.publicKeyPem, SEED_SAMPLE_CONTENT: 'false', ...environment });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.stop();
  });

  beforeEach(() => resetContent(booted(db).contentUrl, booted(app)));

  return {
    get app() {
      return booted(app);
    },
    get db() {
      return booted(db);
    },
    get auth() {
      return { Authorization: `Bearer ${staffToken(key)}` };
    },
    api: () => request(booted(app).getHttpServer()),
  };
}
