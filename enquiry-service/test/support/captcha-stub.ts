import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

export interface CaptchaStub {
  url: string;
  calls: SiteverifyCall[];
  /** What later calls answer: siteverify's success flag. */
  answer(success: boolean): void;
  close(): Promise<void>;
}

/** Stands in for hCaptcha's siteverify: a form-encoded POST answered with {"success": ...}. */
export async function startCaptchaStub(): Promise<CaptchaStub> {
  const calls: SiteverifyCall[] = [];
  let success = true;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    answer: (next) => (success = next),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
