import { randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { generators } from 'openid-client';
import { AuditLogger } from '../audit/audit-logger';
import { hashSecretToken } from '../common/secret-token';
import { SessionsService } from '../sessions/sessions.service';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { OidcClientService } from './oidc-client.service';
import { OidcIdentitiesRepository } from './oidc-identities.repository';
import { OidcLoginsRepository, type TakenSsoLogin } from './oidc-logins.repository';

/** How long the trip through the identity provider may take. */
const TRIP_SECONDS = 10 * 60;
/** A sign-in at the provider counts as fresh this long (the provider's and our clocks may differ a little). */
const FRESH_SIGN_IN_SECONDS = 60;

/**
 * A fresh sign-in at the identity provider (prompt=login, max_age=0) in place of the password a single
 * sign-on user does not have. The answer must be the same identity (issuer and subject) as the session's user,
 * signed in at the provider within the last minute and not before the trip started; the session then notes the time (IdentityConfirmationService
 * uses it once, within minutes).
 */
@Injectable()
export class OidcReauthService {
  private readonly logger = new Logger(OidcReauthService.name);

  constructor(
    private readonly oidc: OidcClientService,
    private readonly logins: OidcLoginsRepository,
    private readonly identities: OidcIdentitiesRepository,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLogger,
  ) {}

  async start({ user, sessionId }: SignedInStaff): Promise<{ url: string; browserSecret: string }> {
    const settings = this.oidc.settings;
    if (!settings) throw new NotFoundException('Single sign-on is not set up');
    if (!(await this.identities.findByUser(user.id))) throw new BadRequestException('You sign in with a password: confirm with it instead');
    const client = await this.oidc.get(settings);
    const [state, nonce, codeVerifier, browserSecret] = [generators.state(), generators.nonce(), generators.codeVerifier(), randomBytes(32).toString('base64url')];
    await this.logins.insert(hashSecretToken(state), { browserHash: hashSecretToken(browserSecret), nonce, codeVerifier, reauth: { sessionId, userId: user.id } }, TRIP_SECONDS);
    const url = client.authorizationUrl({
      scope: 'openid',
      code_challenge: generators.codeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'login',
      max_age: 0,
    });
    return { url, browserSecret };
  }

  /** The provider sent the browser back from a re-authentication: true when the session may use it. */
  async finish(login: TakenSsoLogin, query: Record<string, string>, origin: RequestOrigin): Promise<boolean> {
    const settings = this.oidc.settings;
    const reauth = login.reauth;
    if (!settings || !reauth) return false;
    const actor = { userId: reauth.userId, username: null, itemId: reauth.sessionId, ...origin };
    const refuse = async (reason: string): Promise<false> => {
      await this.audit.record({ event: 'sso.reauthentication_refused', reason, ...actor });
      return false;
    };
    let issuer: string;
    let subject: string;
    let authTime: number | undefined;
    try {
      const client = await this.oidc.get(settings);
      const tokens = await client.callback(this.oidc.redirectUri, query, { code_verifier: login.codeVerifier, state: query.state, nonce: login.nonce });
      ({ iss: issuer, sub: subject, auth_time: authTime } = tokens.claims());
    } catch (error) {
      this.logger.warn(`Re-authentication refused by the checks: ${error instanceof Error ? error.message : String(error)}`);
      return refuse('the provider answer did not pass the checks');
    }
    const identity = await this.identities.findBySubject(issuer, subject);
    if (identity?.userId !== reauth.userId) return refuse(`another identity (issuer ${issuer} subject ${subject})`);
    const signedInAt = authTime === undefined ? Number.NaN : authTime * 1000;
    const freshSince = Math.max(Date.now(), login.startedAt.getTime()) - FRESH_SIGN_IN_SECONDS * 1000;
    if (!(signedInAt >= freshSince)) {
      return refuse(`no fresh sign-in at the provider (auth_time ${authTime ?? 'missing'})`);
    }
    await this.sessions.markReauthenticated(reauth.sessionId, reauth.userId);
    await this.audit.record({ event: 'sso.reauthenticated', reason: `issuer ${issuer} subject ${subject}`, ...actor });
    return true;
  }
}
