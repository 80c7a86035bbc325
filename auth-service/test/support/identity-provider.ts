import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from '../../../infra/src/free-port';

export const PROVIDER_CLIENT = { clientId: 'it-services-cms', clientSecret: 'a client secret for the test provider only' };

export interface RunningProvider {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts the real test provider (identity-provider.mjs) with the groups of each login name. */
export async function startIdentityProvider(redirectUri: string, groups: Record<string, string[]>): Promise<RunningProvider> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'identity-provider.mjs')], {
    env: { ...process.env, IDP_PORT: String(port), IDP_REDIRECT_URI: redirectUri, IDP_GROUPS: JSON.stringify(groups) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return {
    issuer: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill();
      await once(child, 'exit');
    },
  };
}

/**
 * A browser at the provider: follows its redirects, signs in as `login` on its login page and continues on its
 * consent page, until the provider sends it back to `siteUrl`; answers that address (the callback).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, siteUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(next, {
      method: form ? 'POST' : 'GET',
      body: form,
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      form = undefined;
      if (next.origin === new URL(siteUrl).origin) return next;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`The provider showed no form (${response.status}): ${page.slice(0, 300)}`);
    next = new URL(action, next);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt });
  }
  throw new Error('The provider never sent the browser back');
}
