import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface TestMailServer {
  /** What the services are given as SMTP_URL. */
  url: string;
  /** Every message received, one `<time>-<n>.eml` file each (raw RFC 5322), so tests in other processes can read them. */
  mailDir: string;
  stop(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps every message it is given as a file. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'site-test-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.eml`;
        writeFile(path.join(mailDir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailDir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
