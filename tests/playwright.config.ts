import { defineConfig, devices } from '@playwright/test';

/**
 * One stack (Postgres, the three services, nginx in front of the built SPA) is started by global setup
 * for the whole run; E2E_BASE_URL is its nginx address. Build first:
 * npm run build -w auth-service -w content-service -w enquiry-service -w web
 */
export default defineConfig({
  testDir: '.',
  testIgnore: ['**/node_modules/**'],
  outputDir: 'test-results',
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  // Waits, not speed checks (those are report scripts): a page hydrating on a busy 2-core CI machine can take over 5 s.
  expect: { timeout: 10_000 },
  reporter: 'list',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium; Playwright's own browser download is not available on these machines.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
});
