import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** hCaptcha's published test secret; the stack's services are given it as HCAPTCHA_SECRET. */
export const HCAPTCHA_TEST_SECRET = '0x0000000000000000000000000000000000000000';

export interface TestSiteverify {
  /** What the services are given as HCAPTCHA_VERIFY_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Stands in for https://api.hcaptcha.com/siteverify on loopback, as it answers for hCaptcha's test keys:
 * success for any token sent with the test secret, failure for any other secret. Only the network is faked;
 * the browser's widget is whatever the test gives it.
 */
export async function startTestSiteverify(): Promise<TestSiteverify> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const success = form.get('secret') === HCAPTCHA_TEST_SECRET && Boolean(form.get('response'));
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-secret'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
