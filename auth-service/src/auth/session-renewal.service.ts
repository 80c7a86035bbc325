import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditLogger, RequestOrigin } from '../audit/audit-logger';
import { SessionsService } from '../sessions/sessions.service';
import { TokenResponse } from './dto/token.response';
import { TokenService } from './token.service';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** Renewal while a staff member works, and logout. */
@Injectable()
export class SessionRenewalService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly tokens: TokenService,
    private readonly audit: AuditLogger,
  ) {}

  /**
   * A new token for the same session, valid for another idle period (capped at the session's absolute end).
   * The presented token must still be valid: once it has expired the session has been idle too long.
   */
  async renew(token: string | null, origin: RequestOrigin): Promise<TokenResponse> {
    const claims = token ? await this.tokens.verify(token) : null;
    if (!claims) {
      const expired = token ? await this.tokens.verify(token, { allowExpired: true }) : null;
      return this.refuse(expired?.sub ?? null, expired ? 'idle-timeout' : 'invalid-token', origin);
    }
    const session = await this.sessions.renew(claims.sid);
    if (typeof session === 'string') {
      return this.refuse(claims.sub, session, origin);
    }
    this.audit.record({ event: 'session.renewed', username: claims.sub, ...origin });
    return { token: await this.tokens.issue(claims.sub, session.id, this.sessions.tokenExpiry(session)) };
  }

  /** Ends the token's session. Answers the same whatever the token, so it reveals nothing. */
  async logout(token: string | null, origin: RequestOrigin): Promise<void> {
    const claims = token ? await this.tokens.verify(token, { allowExpired: true }) : null;
    if (!claims) return;
    await this.sessions.revoke(claims.sid);
    this.audit.record({ event: 'logout', username: claims.sub, ...origin });
  }

  private refuse(username: string | null, reason: string, origin: RequestOrigin): never {
    this.audit.record({ event: 'session.renewal_refused', username, reason, ...origin });
    throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
  }
}
