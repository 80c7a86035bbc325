import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SigningKey } from '@site/nest-server-kit/testing';

export interface AuthStub {
  /** The JWKS address, for AUTH_JWKS_URL; GET /api/auth/me answers beside it. */
  jwksUrl: string;
  /** The e-mail address GET /api/auth/me gives for a user id (none: the account has no address). */
  emails: Map<string, string>;
  close(): Promise<void>;
}

/**
 * Stands in for the auth service's endpoints this service calls: the JWKS, the revoked-sessions list and
 * GET /api/auth/me, which answers with the id in the bearer token's `sub` and that user's e-mail address.
 */
export async function startAuthStub(keys: SigningKey[]): Promise<AuthStub> {
  const emails = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/api/auth/sessions/revoked') {
      response.end(JSON.stringify({ revoked: [] }));
      return;
    }
    if (request.url === '/api/auth/me') {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; name?: string }) : undefined;
      if (!claims) {
        response.statusCode = 401;
        response.end('{}');
        return;
      }
      response.end(JSON.stringify({ id: claims.sub, displayName: claims.name, email: emails.get(claims.sub) ?? null }));
      return;
    }
    response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/api/auth/.well-known/jwks.json`,
    emails,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
