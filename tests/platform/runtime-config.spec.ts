import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { expect, test } from '@playwright/test';
import { RUNTIME_CONFIG_SCRIPT, readServerTemplate, renderNginxTemplate, templateVariables } from '../../infra/src/nginx-config';
import { RUNTIME_CONFIG_KEYS, runtimeConfigScript } from '../../infra/src/runtime-config';
import { stackInfo } from '../support/stack';

/** Runs the container's /config.js writer with these variables and returns what it wrote. */
function writeConfigScript(env: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'));
  const run = spawnSync('sh', [RUNTIME_CONFIG_SCRIPT], { env: { PATH: process.env.PATH, ...env, RUNTIME_CONFIG_DIR: dir }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return readFileSync(path.join(dir, 'config.js'), 'utf8');
}

/** What a browser gets from the script: window.__APP_CONFIG__. */
function evaluate(script: string): Record<string, string> {
  const window: { __APP_CONFIG__?: Record<string, string> } = {};
  runInNewContext(script, { window });
  return window.__APP_CONFIG__ ?? {};
}

test.describe('runtime configuration at /config.js', () => {
  test('nginx serves exactly what runtimeConfigScript() writes for the same settings', async ({ request }) => {
    const response = await request.get('/config.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toBe(runtimeConfigScript(stackInfo().runtimeConfig));
  });

  test('the container writes every runtime config key, and only those, in order', () => {
    expect(Object.keys(evaluate(writeConfigScript({})))).toEqual([...RUNTIME_CONFIG_KEYS]);
  });

  const awkwardNames = [
    `O'Brien & Sons`,
    'The "Best" IT',
    'Back\\slash \\n not a newline',
    'Two\nlines\tand a tab',
    '</script><script>alert(1)</script>',
    '${SITE_URL} $HOME `date`',
    'Ünïcødé – “quotes” 😀',
    'ends with a newline\n',
  ];
  for (const name of awkwardNames) {
    test(`a SITE_NAME of ${JSON.stringify(name)} reaches the page unchanged`, () => {
      const script = writeConfigScript({ SITE_NAME: name, SITE_URL: 'https://www.example.com.au' });
      expect(evaluate(script).SITE_NAME).toBe(name);
      expect(evaluate(script).SITE_URL).toBe('https://www.example.com.au');
    });
  }

  test('the local runner writes the same script as the container for the same settings', () => {
    const settings = { SITE_NAME: `O'Brien "IT" \\ Co`, SITE_PHONE: '1300 000 000', SITE_URL: 'http://localhost:8080' };
    expect(writeConfigScript(settings)).toBe(runtimeConfigScript(settings));
  });
});

test.describe('template rendering (as the nginx image does with envsubst)', () => {
  test('fills defined upper-case variables and leaves nginx variables alone', () => {
    const template = 'listen ${NGINX_PORT}; set $up ${AUTH_SERVICE_URL}; try_files $uri $uri/ /index.html; ${UNSET_VALUE}';
    const rendered = renderNginxTemplate(template, { NGINX_PORT: '8080', AUTH_SERVICE_URL: 'http://auth-service:3001' });
    expect(rendered).toBe('listen 8080; set $up http://auth-service:3001; try_files $uri $uri/ /index.html; ${UNSET_VALUE}');
  });

  test('the server template asks only for the variables the harness and compose provide', async () => {
    expect(templateVariables(await readServerTemplate()).sort()).toEqual(
      [
        'NGINX_PORT', 'NGINX_STATUS_PORT', 'NGINX_RESOLVER', 'AUTH_SERVICE_URL', 'CONTENT_SERVICE_URL', 'ENQUIRY_SERVICE_URL',
        'NGINX_LOGIN_RATE', 'NGINX_ENQUIRY_RATE', 'NGINX_PAGE_RATE', 'NGINX_CONNECTIONS_PER_ADDRESS', 'NGINX_MEDIA_MAX_BODY',
      ].sort(),
    );
  });
});
