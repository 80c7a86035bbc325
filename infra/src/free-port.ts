import { createServer } from 'node:net';

/**
 * Test stacks take their ports from here: below the range the OS hands out for outgoing connections and
 * listen(0) (32768-60999 on Linux), so a port found free is not taken by some connection's local end before
 * the service binds it (an auth-service once failed to start with EADDRINUSE so).
 */
const LOW = 20_000;
const HIGH = 32_767;
const MAX_TRIES = 200;

/** Whether `port` can be bound on every address a service may listen on (IPv4 loopback, and all addresses). */
async function bindable(port: number): Promise<boolean> {
  if (!(await portIsFree(port, '127.0.0.1'))) return false;
  try {
    return await portIsFree(port, '::');
  } catch (error) {
    // No IPv6 here: the IPv4 check is the whole answer.
    if (['EAFNOSUPPORT', 'EADDRNOTAVAIL'].includes((error as NodeJS.ErrnoException).code ?? '')) return true;
    throw error;
  }
}

/** A port nothing listens on, picked at random (parallel test workers rarely pick the same one). */
export async function freePort(avoid: ReadonlySet<number> = new Set()): Promise<number> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (!avoid.has(port) && (await bindable(port))) return port;
  }
  throw new Error(`No free port between ${LOW} and ${HIGH} after ${MAX_TRIES} tries`);
}

/** `count` different free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort(ports));
  return [...ports];
}

/** Whether nothing listens on host:port yet (binding it would succeed). */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}
