import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isRole, Role } from '../users/role';

/** The scope of a token that may only be used to set up two-step sign-in (and to log out). */
export const MFA_SETUP_SCOPE = 'mfa-setup';

export interface SessionClaims {
  /** The user's id. */
  sub: string;
  sid: string;
  exp: number;
  role: Role;
  name: string;
  preferred_username: string;
  scope?: typeof MFA_SETUP_SCOPE;
}

/** Who a token is for, as the claims name them. */
export interface TokenSubject {
  id: string;
  username: string;
  displayName: string;
  role: Role;
}

/**
 * Signs and checks staff tokens; algorithm, key, kid, issuer and audience are set once in TokensModule.
 * The checks match the shared kit's verifier: sub, sid and exp present, a known role, and a scope only
 * where a route allows it (the guard decides that).
 */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: TokenSubject, sessionId: string, expiresAt: number, options: { mfaSetupOnly?: boolean } = {}): Promise<string> {
    const claims: SessionClaims = {
      sub: user.id,
      sid: sessionId,
      exp: expiresAt,
      role: user.role,
      name: user.displayName || user.username,
      preferred_username: user.username,
      ...(options.mfaSetupOnly ? { scope: MFA_SETUP_SCOPE } : {}),
    };
    return this.jwt.signAsync(claims);
  }

  /**
   * The claims of a token this service signed, or null. `allowExpired` is for logout, which must still end
   * the session of a token that has just run out.
   */
  async verify(token: string, { allowExpired = false } = {}): Promise<SessionClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<Partial<SessionClaims>>(token, { ignoreExpiration: allowExpired });
      const { sub, sid, exp, role, name, preferred_username, scope } = claims;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !isRole(role)) return null;
      if (scope !== undefined && scope !== MFA_SETUP_SCOPE) return null;
      return {
        sub,
        sid,
        exp,
        role,
        name: typeof name === 'string' ? name : '',
        preferred_username: typeof preferred_username === 'string' ? preferred_username : '',
        ...(scope ? { scope } : {}),
      };
    } catch {
      return null;
    }
  }

  /**
   * The session id of a token this service signed, also in the format before staff accounts (sub = the
   * username, no role), so such a token still renews into a current one; null for anything else.
   */
  async sessionIdOf(token: string, { allowExpired = false } = {}): Promise<string | null> {
    try {
      const { sid } = await this.jwt.verifyAsync<{ sid?: unknown }>(token, { ignoreExpiration: allowExpired });
      return typeof sid === 'string' ? sid : null;
    } catch {
      return null;
    }
  }
}
