import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface TestDatabase {
  adminUrl: string;
  /** Logs in as auth_service: owns schema auth only. */
  authUrl: string;
  /** Logs in as content_service: owns schema content only. */
  contentUrl: string;
  /** Logs in as enquiry_service: owns schema enquiry only. */
  enquiryUrl: string;
  stop(): Promise<void>;
  /** Stops Postgres (a fast shutdown: sessions are cut) until startServer(); the data stays. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
}

const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const SERVER = path.resolve(__dirname, 'test-database-server.ts');

/** A fresh Postgres cluster (about a second to start), gone after stop(). */
export async function startTestDatabase(): Promise<TestDatabase> {
  const child = spawn(TSX, [SERVER], { stdio: ['pipe', 'pipe', 'pipe'] });
  let errorOutput = '';
  child.stderr.on('data', (chunk: Buffer) => (errorOutput = (errorOutput + chunk.toString()).slice(-4000)));
  const lines = createInterface({ input: child.stdout });
  const firstLine = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    once(child, 'exit').then(() => {
      throw new Error(`test database failed to start:\n${errorOutput}`);
    }),
  ]);
  const urls = JSON.parse(firstLine) as Pick<TestDatabase, 'adminUrl' | 'authUrl' | 'contentUrl' | 'enquiryUrl'>;
  const command = async (name: 'stop-server' | 'start-server'): Promise<void> => {
    const done = new Promise<void>((resolve) => {
      const onLine = (line: string): void => {
        if (line === `${name} done`) {
          lines.off('line', onLine);
          resolve();
        }
      };
      lines.on('line', onLine);
    });
    child.stdin.write(`${name}\n`);
    await done;
  };
  return {
    ...urls,
    stopServer: () => command('stop-server'),
    startServer: () => command('start-server'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}
