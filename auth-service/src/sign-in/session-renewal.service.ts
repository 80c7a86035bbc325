import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { OidcSignInService } from '../oidc/oidc-sign-in.service';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { SESSION_ENDED_MESSAGE } from '../staff-access/session-ended.message';
import { SessionTokensService } from '../tokens/session-tokens.service';
import type { TokenResponse } from '../tokens/token.response';
import { TokenService } from '../tokens/token.service';

/** Renewal while a staff member works, and logout. */
@Injectable()
export class SessionRenewalService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly signIn: SessionTokensService,
    private readonly sso: OidcSignInService,
    private readonly audit: AuditLogger,
  ) {}

  /**
   * A new token for the same session, valid for another idle period (capped at the session's absolute end),
   * with the user's current role and name. The presented token must still be valid: once it has expired the
   * session has been idle too long.
   */
  async renew(token: string | null, origin: RequestOrigin): Promise<TokenResponse> {
    const sessionId = token ? await this.tokens.sessionIdOf(token) : null;
    if (!sessionId) {
      const expired = token ? await this.tokens.sessionIdOf(token, { allowExpired: true }) : null;
      return this.refuse(expired, expired ? 'idle-timeout' : 'invalid-token', origin);
    }
    const session = await this.sessions.renew(sessionId);
    if (typeof session === 'string') {
      return this.refuse(sessionId, session, origin);
    }
    const user = session.userId ? await this.users.findById(session.userId) : null;
    if (!user || user.status !== 'active') {
      await this.sessions.revoke(session.id);
      return this.refuse(sessionId, 'user-not-active', origin);
    }
    // A single sign-on user is asked of the provider again at most every 15 minutes: disabled there, out here.
    const throughProvider = await this.sso.renewThroughProvider(user, origin);
    if (throughProvider === 'ended') {
      await this.sessions.revoke(session.id);
      return this.refuse(sessionId, 'identity-provider', origin);
    }
    const current = throughProvider ?? user;
    await this.audit.record({ event: 'session.renewed', userId: current.id, username: current.username, ...origin });
    return this.signIn.tokenFor(current, session);
  }

  /** Ends the token's session. Answers the same whatever the token, so it reveals nothing. */
  async logout(token: string | null, origin: RequestOrigin): Promise<void> {
    const sessionId = token ? await this.tokens.sessionIdOf(token, { allowExpired: true }) : null;
    if (!sessionId) return;
    const session = await this.sessions.findActive(sessionId);
    await this.sessions.revoke(sessionId);
    const user = session?.userId ? await this.users.findById(session.userId) : null;
    await this.audit.record({ event: 'logout', userId: user?.id ?? null, username: user?.username ?? null, ...origin });
  }

  private async refuse(sessionId: string | null, reason: string, origin: RequestOrigin): Promise<never> {
    const session = sessionId ? await this.sessions.findAny(sessionId) : null;
    const user = session?.userId ? await this.users.findById(session.userId) : null;
    await this.audit.record({ event: 'session.renewal_refused', userId: user?.id ?? null, username: user?.username ?? null, reason, ...origin });
    throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
  }
}
