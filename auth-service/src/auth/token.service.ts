import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export interface SessionClaims {
  sub: string;
  sid: string;
  exp: number;
}

/** Signs and checks staff tokens; algorithm, key, kid, issuer and audience are set once in AuthModule. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(username: string, sessionId: string, expiresAt: number): Promise<string> {
    return this.jwt.signAsync({ sub: username, sid: sessionId, exp: expiresAt });
  }

  /**
   * The claims of a token this service signed, or null. `allowExpired` is for logout, which must still end
   * the session of a token that has just run out.
   */
  async verify(token: string, { allowExpired = false } = {}): Promise<SessionClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<Partial<SessionClaims>>(token, { ignoreExpiration: allowExpired });
      return typeof claims.sub === 'string' && typeof claims.sid === 'string' && typeof claims.exp === 'number'
        ? { sub: claims.sub, sid: claims.sid, exp: claims.exp }
        : null;
    } catch {
      return null;
    }
  }
}
