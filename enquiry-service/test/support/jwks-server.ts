import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SigningKey } from './signing-keys';

export interface JwksServer {
  url: string;
  /** How many times the JWKS was fetched. */
  requests(): number;
  close(): Promise<void>;
}

/** Serves a JWKS the way the auth service does, on a free local port. */
export async function startJwksServer(keys: SigningKey[]): Promise<JwksServer> {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    requests += 1;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/auth/.well-known/jwks.json`,
    requests: () => requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
