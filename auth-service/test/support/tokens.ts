import { createPublicKey, JsonWebKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';

export interface TokenHeader {
  alg: string;
  kid?: string;
  typ?: string;
}

export interface TokenClaims {
  sub: string;
  role?: string;
  name?: string;
  preferred_username?: string;
  scope?: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
}

export function decodeHeader(token: string): TokenHeader {
  return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as TokenHeader;
}

/** Verifies the way content-service does: RS256 only, against the JWKS key, checking issuer and audience. */
export function verifyWithJwk(token: string, jwk: JsonWebKey, expected: { issuer: string; audience: string }): TokenClaims {
  const publicKey = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
  return new JwtService().verify<TokenClaims>(token, { publicKey, algorithms: ['RS256'], ...expected });
}
