import { expect, test } from '@playwright/test';
import { configScriptKeys, readServerTemplate, renderNginxTemplate, templateVariables } from '../../infra/src/nginx-config';
import { RUNTIME_CONFIG_KEYS, runtimeConfigScript } from '../../infra/src/runtime-config';
import { stackInfo } from '../support/stack';

test.describe('runtime configuration at /config.js', () => {
  test('nginx serves exactly what runtimeConfigScript() writes for the same settings', async ({ request }) => {
    const response = await request.get('/config.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toBe(runtimeConfigScript(stackInfo().runtimeConfig));
  });

  test('the template writes every runtime config key, and only those, in order', async () => {
    expect(configScriptKeys(await readServerTemplate())).toEqual([...RUNTIME_CONFIG_KEYS]);
  });
});

test.describe('template rendering (as the nginx image does with envsubst)', () => {
  test('fills defined upper-case variables and leaves nginx variables alone', () => {
    const template = 'listen ${NGINX_PORT}; set $up ${AUTH_SERVICE_URL}; try_files $uri $uri/ /index.html; ${UNSET_VALUE}';
    const rendered = renderNginxTemplate(template, { NGINX_PORT: '8080', AUTH_SERVICE_URL: 'http://auth-service:3001' });
    expect(rendered).toBe('listen 8080; set $up http://auth-service:3001; try_files $uri $uri/ /index.html; ${UNSET_VALUE}');
  });

  test('an empty value is substituted (compose defines every runtime variable, maybe empty)', () => {
    expect(renderNginxTemplate('"${SITE_PHONE}"', { SITE_PHONE: '' })).toBe('""');
  });

  test('the server template asks only for the variables the harness and compose provide', async () => {
    expect(templateVariables(await readServerTemplate()).sort()).toEqual(
      ['NGINX_PORT', 'NGINX_RESOLVER', 'AUTH_SERVICE_URL', 'CONTENT_SERVICE_URL', ...RUNTIME_CONFIG_KEYS].sort(),
    );
  });
});
