import type { Request } from 'express';
import { passportJwtSecret } from 'jwks-rsa';
import type { SecretOrKeyProvider } from 'passport-jwt';
import type { AuthConfig } from '../config/auth.config';
import { headerProblem, readTokenHeader } from './token-verification';

type KeyCallback = (error: Error | null, key?: string | Buffer) => void;
type KeySource = (request: Request, rawToken: string, done: KeyCallback) => void;

export class TokenRejectedError extends Error {}

function jwksKeySource(jwksUrl: string): KeySource {
  const fromJwks = passportJwtSecret({
    jwksUri: jwksUrl,
    cache: true,
    cacheMaxEntries: 5,
    cacheMaxAge: 10 * 60 * 1000,
    rateLimit: true,
    jwksRequestsPerMinute: 10,
    timeout: 5000,
  });
  return (request, rawToken, done) => {
    // The JWKS may hold several keys during a rotation: the token must say which one signed it.
    if (typeof readTokenHeader(rawToken)?.kid !== 'string') {
      done(new TokenRejectedError('token has no kid'));
      return;
    }
    fromJwks(request, rawToken, (error, key) => done(error ? asError(error) : null, key ?? undefined));
  };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Supplies the auth service's public key for a token: the configured PEM when there is one, otherwise
 * the JWKS key named by the token's kid. Tokens with an unexpected algorithm or a key reference header
 * are refused before any key is looked up.
 */
export function signingKeyProvider(auth: AuthConfig): SecretOrKeyProvider<Request> {
  const keySource: KeySource = auth.publicKey
    ? (_request, _rawToken, done) => done(null, auth.publicKey)
    : jwksKeySource(auth.jwksUrl);
  return (request, rawToken, done) => {
    const problem = headerProblem(readTokenHeader(rawToken));
    if (problem) {
      done(new TokenRejectedError(problem));
      return;
    }
    keySource(request, rawToken, (error, key) => (error ? done(error) : done(null, key)));
  };
}
