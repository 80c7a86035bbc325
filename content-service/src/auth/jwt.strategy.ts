import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthConfig } from '../config/auth.config';
import { signingKeyProvider } from './signing-key-provider';
import { type TokenClaims, hasRequiredClaims, tokenVerificationOptions } from './token-verification';

/** The staff member a valid token was issued to. */
export interface StaffUser {
  username: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(config: ConfigService) {
    const auth = config.getOrThrow<AuthConfig>('auth');
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: signingKeyProvider(auth),
      ignoreExpiration: false,
      ...tokenVerificationOptions(auth),
    });
  }

  /** Runs after the signature, expiry, issuer and audience checks. */
  validate(claims: TokenClaims): StaffUser | false {
    return hasRequiredClaims(claims) ? { username: claims.sub } : false;
  }
}
