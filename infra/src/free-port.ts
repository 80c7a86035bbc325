import { createServer, type Server } from 'node:net';

function listenOnAnyPort(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => resolve(server));
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function freePort(): Promise<number> {
  const server = await listenOnAnyPort('127.0.0.1');
  const port = portOf(server);
  await close(server);
  return port;
}

/** `count` different free ports (each held until all are found, so none is handed out twice). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, () => listenOnAnyPort('127.0.0.1')));
  const ports = servers.map(portOf);
  await Promise.all(servers.map(close));
  return ports;
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
