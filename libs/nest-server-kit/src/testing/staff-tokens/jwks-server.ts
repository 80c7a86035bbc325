import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AccessDeniedReport } from '@site/contracts';
import type { SigningKey } from './signing-keys';

export const JWKS_PATH = '/api/auth/.well-known/jwks.json';
export const REVOKED_SESSIONS_PATH = '/api/auth/sessions/revoked';
export const ACCESS_DENIED_PATH = '/api/auth/activity/access-denied';
export const ACCOUNT_PATH = '/api/auth/me';

export interface JwksServer {
  url: string;
  /** The revoked-sessions list, beside the JWKS as on the auth service. */
  revokedUrl: string;
  /** The e-mail address GET /api/auth/me gives for a user id (none: the account has no address). */
  emails: Map<string, string>;
  /** The refusals reported (POST /api/auth/activity/access-denied), oldest first. */
  accessDenied(): AccessDeniedReport[];
  /** How many times the JWKS was fetched. */
  requests(): number;
  /** How many times the revoked-sessions list was fetched. */
  revocationRequests(): number;
  revoke(sessionId: string): void;
  /** Makes the revoked-sessions list answer 503 (true) or work again (false). */
  failRevocations(failing: boolean): void;
  close(): Promise<void>;
}

/**
 * Serves what a service asks of the auth service, on a free local port: the JWKS, the revoked-sessions
 * list, refusal reports, and GET /api/auth/me (the bearer token's `sub` with that user's e-mail address).
 */
export async function startJwksServer(keys: SigningKey[]): Promise<JwksServer> {
  let requests = 0;
  let revocationRequests = 0;
  let revocationsFailing = false;
  const revoked: string[] = [];
  const accessDenied: AccessDeniedReport[] = [];
  const emails = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    if (request.url === ACCESS_DENIED_PATH) {
      // A refusal reported as auth-service takes them (issue 33); kept for the tests that look.
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        accessDenied.push(JSON.parse(body) as AccessDeniedReport);
        response.statusCode = 204;
        response.end();
      });
      return;
    }
    if (request.url === ACCOUNT_PATH) {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; name?: string }) : undefined;
      response.statusCode = claims ? 200 : 401;
      response.end(JSON.stringify(claims ? { id: claims.sub, displayName: claims.name, email: emails.get(claims.sub) ?? null } : {}));
      return;
    }
    if (request.url === REVOKED_SESSIONS_PATH) {
      revocationRequests += 1;
      response.statusCode = revocationsFailing ? 503 : 200;
      response.end(JSON.stringify(revocationsFailing ? { statusCode: 503 } : { revoked }));
      return;
    }
    requests += 1;
    response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  server.unref();
  return {
    url: `http://127.0.0.1:${port}${JWKS_PATH}`,
    revokedUrl: `http://127.0.0.1:${port}${REVOKED_SESSIONS_PATH}`,
    emails,
    requests: () => requests,
    revocationRequests: () => revocationRequests,
    revoke: (sessionId) => revoked.push(sessionId),
    accessDenied: () => [...accessDenied],
    failRevocations: (failing) => {
      revocationsFailing = failing;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
