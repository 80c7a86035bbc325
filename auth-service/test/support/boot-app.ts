import { LoggerService } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { type Environment, withEnvironment as withVariables } from '@site/nest-server-kit/testing';
import { createApp } from '../../src/app.factory';

export type { Environment };

/** Every variable the service reads, so a value from the developer's shell never leaks into a test. */
const SERVICE_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'JWT_PRIVATE_KEY',
  'JWT_PUBLIC_KEY',
  'JWT_KEY_ENCRYPTION_KEY',
  'JWT_ISSUER',
  'JWT_AUDIENCE',
  'SESSION_IDLE_TIMEOUT_SECONDS',
  'SESSION_ABSOLUTE_TIMEOUT_SECONDS',
  'TRUST_PROXY',
  'LOGIN_MAX_FAILURES',
  'LOGIN_MAX_FAILURES_PER_USERNAME',
  'LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT',
  'LOGIN_FAILURE_WINDOW_SECONDS',
  'SITE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SMTP_ALLOW_PLAINTEXT',
  'ALLOW_INSECURE_LINKS',
  'MFA_DEFAULT_POLICY',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_BUTTON_LABEL',
  'OIDC_ROLE_CLAIM',
  'OIDC_ROLE_MAP',
  'OIDC_REQUIRED',
  'OIDC_REFRESH_SECONDS',
];

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' };
/** The key-encryption key of the signing key kept in the test databases. */
export const TEST_KEY_ENCRYPTION_KEY = 'dGVzdC1vbmx5IGtleS1lbmNyeXB0aW9uIGtleSEhISE=';

export function testEnvironment(databaseUrl: string, overrides: Environment = {}): Environment {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_KEY_ENCRYPTION_KEY: TEST_KEY_ENCRYPTION_KEY,
    ...overrides,
  };
}

/** Boots the app exactly as main.ts configures it (without listening), with `env` as its only configuration. */
export async function bootApp(env: Environment, logger: LoggerService | false = false): Promise<NestExpressApplication> {
  return withEnvironment(env, async () => {
    const app = await createApp({ logger });
    await app.init();
    return app;
  });
}

/** Runs `run` with `env` as the service's only configuration (every variable it reads and `env` leaves out is unset), then restores them. */
export function withEnvironment<T>(env: Environment, run: () => Promise<T>): Promise<T> {
  const unset = Object.fromEntries(SERVICE_VARIABLES.map((name) => [name, undefined]));
  return withVariables({ ...unset, ...env }, run);
}
