import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import type { OidcConfig } from '../oidc/oidc.config';
import { OidcIdentitiesRepository } from '../oidc/oidc-identities.repository';
import { SecuritySettingsService } from '../security-settings/security-settings.service';
import { Session } from '../sessions/session.entity';
import { SessionClient, SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { TokenResponse } from './token.response';
import { TokenService } from './token.service';

export type SignInOrigin = RequestOrigin & SessionClient;

/**
 * A token limited to setting up two-step sign-in lives this long after the password step at most: enrolling
 * with it needs no password again, so it must not outlive the sign-in that proved who its holder is.
 */
export const MFA_SETUP_TOKEN_SECONDS = 10 * 60;

/**
 * Starts sessions and issues their tokens. A user whom the security settings require to use two-step
 * sign-in, and who has not set it up, gets a token that can only do that (scope "mfa-setup").
 */
@Injectable()
export class SessionTokensService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly settings: SecuritySettingsService,
    private readonly identities: OidcIdentitiesRepository,
    private readonly config: ConfigService,
    private readonly audit: AuditLogger,
  ) {}

  /** A new session for a user who has proved who they are (password, and code when they use one). */
  async signIn(user: User, origin: SignInOrigin): Promise<TokenResponse> {
    const session = await this.sessions.start(user.id, origin);
    await this.users.recordLogin(user.id);
    await this.audit.record({ event: 'login.succeeded', userId: user.id, username: user.username, clientAddress: origin.clientAddress, requestId: origin.requestId });
    return this.tokenFor(user, session);
  }

  /** A token for an existing session, with the user's current role and name. */
  async tokenFor(user: User, session: Session): Promise<TokenResponse> {
    const mfaSetupOnly = !user.mfaEnabled && (await this.mustSetUpTotp(user));
    const setupEnd = Math.floor(session.createdAt.getTime() / 1000) + MFA_SETUP_TOKEN_SECONDS;
    const expiresAt = mfaSetupOnly ? Math.min(this.sessions.tokenExpiry(session), setupEnd) : this.sessions.tokenExpiry(session);
    const token = await this.tokens.issue(user, session.id, expiresAt, { mfaSetupOnly });
    return mfaSetupOnly ? { token, mfaSetupRequired: true } : { token };
  }

  /**
   * Who must have TOTP (when they have not): whom the policy names, and with OIDC_REQUIRED the break-glass
   * administrator (the only password sign-in left). Single sign-on users prove a second factor at the provider.
   */
  private async mustSetUpTotp(user: User): Promise<boolean> {
    if (await this.identities.findByUser(user.id)) return false;
    if (this.config.getOrThrow<OidcConfig>('oidc').settings?.required) return true;
    return this.settings.requiresMfa(user.role);
  }
}
