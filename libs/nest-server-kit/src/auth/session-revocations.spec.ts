import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SessionRevocations } from './session-revocations';

/** A revoked-sessions list that answers each request with the list the test gives once the request has arrived. */
async function listServer(): Promise<{ url: string; answerNext: (revoked: string[]) => Promise<void>; close: () => Promise<void> }> {
  const waiting: ServerResponse[] = [];
  let arrived: (() => void) | undefined;
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    waiting.push(response);
    arrived?.();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/sessions/revoked`,
    answerNext: async (revoked) => {
      if (waiting.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
      waiting.shift()?.end(JSON.stringify({ revoked }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answered(list: Awaited<ReturnType<typeof listServer>>, revocations: SessionRevocations, revoked: string[]): Promise<void> {
  const fetched = revocations.refresh();
  await list.answerNext(revoked);
  await fetched;
}

describe('SessionRevocations with pushed revocations (issue 33)', () => {
  it('refuses a pushed session at once, and keeps it when a list asked for before the push lacks it', async () => {
    const list = await listServer();
    const revocations = new SessionRevocations({ url: list.url, pollIntervalMs: 60_000, maxAgeMs: 60_000 });
    try {
      await answered(list, revocations, []);
      expect(await revocations.check('s-1')).toBe('active');

      const inFlight = revocations.refresh();
      revocations.revoke('s-1');
      expect(await revocations.check('s-1')).toBe('revoked');
      await list.answerNext([]);
      await inFlight;
      expect(await revocations.check('s-1')).toBe('revoked');

      // A list asked for after the push has it; once it leaves that list (past its absolute end) it is gone.
      await answered(list, revocations, ['s-1']);
      expect(await revocations.check('s-1')).toBe('revoked');
      await answered(list, revocations, []);
      expect(await revocations.check('s-1')).toBe('active');
    } finally {
      revocations.stop();
      await list.close();
    }
  });
});
