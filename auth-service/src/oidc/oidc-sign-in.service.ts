import { randomBytes } from 'node:crypto';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SingleSignOnView, SsoError } from '@site/contracts';
import type { RequestOrigin } from '@site/nest-server-kit';
import { generators, type IdTokenClaims } from 'openid-client';
import { AuditLogger } from '../audit/audit-logger';
import { hashSecretToken } from '../common/secret-token';
import { openSecret, sealSecret } from '../keys/key-encryption';
import type { KeysConfig } from '../keys/keys.config';
import { SessionTokensService, type SignInOrigin } from '../tokens/session-tokens.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { OidcClientService } from './oidc-client.service';
import { OidcIdentitiesRepository } from './oidc-identities.repository';
import { OidcLoginsRepository } from './oidc-logins.repository';
import { OidcReauthService } from './oidc-reauth.service';
import { roleFromClaim } from './role-map';
import { usernameFromClaims } from './sso-username';

/** How long the trip through the identity provider may take. */
const LOGIN_SECONDS = 10 * 60;
const NOT_SET_UP = 'Single sign-on is not set up';

export type SsoOutcome = { token: string } | { error: SsoError } | { reauthenticated: boolean };

/**
 * Sign in with Microsoft (OpenID Connect, authorization code flow with PKCE S256, state and nonce, all checked
 * by openid-client). The provider's groups (OIDC_ROLE_CLAIM) decide the role at every sign-in and every
 * renewal through the provider; no mapped group, no account and no session.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger(OidcSignInService.name);

  constructor(
    private readonly oidc: OidcClientService,
    private readonly logins: OidcLoginsRepository,
    private readonly identities: OidcIdentitiesRepository,
    private readonly users: UsersService,
    private readonly usersTable: UsersRepository,
    private readonly signIn: SessionTokensService,
    private readonly audit: AuditLogger,
    private readonly config: ConfigService,
    private readonly reauth: OidcReauthService,
  ) {}

  view(): SingleSignOnView {
    const settings = this.oidc.settings;
    return settings ? { buttonLabel: settings.buttonLabel, required: settings.required } : { buttonLabel: null, required: false };
  }

  /** The provider's address to send the browser to, and the secret the browser keeps (a cookie) to come back with. */
  async start(): Promise<{ url: string; browserSecret: string }> {
    const settings = this.oidc.settings;
    if (!settings) throw new NotFoundException(NOT_SET_UP);
    const client = await this.oidc.get(settings);
    const [state, nonce, codeVerifier, browserSecret] = [generators.state(), generators.nonce(), generators.codeVerifier(), randomBytes(32).toString('base64url')];
    await this.logins.insert(hashSecretToken(state), { browserHash: hashSecretToken(browserSecret), nonce, codeVerifier }, LOGIN_SECONDS);
    const url = client.authorizationUrl({
      scope: 'openid profile email offline_access',
      code_challenge: generators.codeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, browserSecret };
  }

  /** The provider sent the browser back: a session for the mapped user, or why not. */
  async callback(query: Record<string, string>, browserSecret: string | undefined, origin: SignInOrigin): Promise<SsoOutcome> {
    const settings = this.oidc.settings;
    if (!settings) throw new NotFoundException(NOT_SET_UP);
    const login = query.state ? await this.logins.take(hashSecretToken(query.state)) : null;
    if (!login || !browserSecret || hashSecretToken(browserSecret) !== login.browserHash) {
      return this.refuse(null, 'failed', 'unknown, used or foreign state', origin);
    }
    if (login.reauth) return { reauthenticated: await this.reauth.finish(login, query, { clientAddress: origin.clientAddress, requestId: origin.requestId }) };
    let claims: IdTokenClaims;
    let refreshToken: string | undefined;
    try {
      const client = await this.oidc.get(settings);
      const tokens = await client.callback(this.oidc.redirectUri, query, { code_verifier: login.codeVerifier, state: query.state, nonce: login.nonce });
      claims = tokens.claims();
      refreshToken = tokens.refresh_token;
    } catch (error) {
      this.logger.warn(`Single sign-on refused by the checks: ${error instanceof Error ? error.message : String(error)}`);
      return this.refuse(null, 'failed', 'the provider answer did not pass the checks', origin);
    }
    const where = `issuer ${claims.iss} subject ${claims.sub}`;
    const role = roleFromClaim(claims[settings.roleClaim], settings.roleMap);
    const identity = await this.identities.findBySubject(claims.iss, claims.sub);
    if (!role) return this.refuse(identity?.userId ?? null, 'no-role', `no mapped group (${where})`, origin);
    const user = identity ? await this.users.findById(identity.userId) : await this.createUser(claims, role, origin);
    if (!user || user.status === 'removed') return this.refuse(user?.id ?? null, 'failed', `user removed here (${where})`, origin);
    if (user.status === 'suspended') return this.refuse(user.id, 'suspended', `suspended (${where})`, origin);
    await this.identities.markRefreshed(user.id, this.seal(refreshToken, user.id));
    const current = await this.applyRole(user, role, origin);
    await this.audit.record({ event: 'login.sso_succeeded', userId: user.id, username: user.username, reason: where, clientAddress: origin.clientAddress, requestId: origin.requestId });
    return { token: (await this.signIn.signIn(current, origin)).token };
  }

  /**
   * At a renewal of a single sign-on user's session, at most every OIDC_REFRESH_SECONDS (15 minutes): asks the
   * provider again (refresh token). A user disabled there or out of every mapped group loses access; a user
   * moved to another group gets its role. Null for a user who signs in with a password.
   */
  async renewThroughProvider(user: User, origin: RequestOrigin): Promise<User | 'ended' | null> {
    const settings = this.oidc.settings;
    const identity = await this.identities.findByUser(user.id);
    if (!identity) return null;
    if (!settings) return 'ended';
    if (Date.now() - identity.refreshedAt.getTime() < settings.refreshSeconds * 1000) return user;
    const actor = { userId: user.id, username: user.username, ...origin };
    try {
      if (!identity.sealedRefreshToken) throw new Error('the provider gave no refresh token');
      const client = await this.oidc.get(settings);
      const tokens = await client.refresh(openSecret(identity.sealedRefreshToken, this.keyEncryptionKey(), refreshBinding(user.id)));
      const role = tokens.id_token ? roleFromClaim(tokens.claims()[settings.roleClaim], settings.roleMap) : user.role;
      if (!role) {
        await this.audit.record({ event: 'session.renewal_refused', reason: 'no mapped group at the identity provider', ...actor });
        return 'ended';
      }
      await this.identities.markRefreshed(user.id, this.seal(tokens.refresh_token, user.id));
      return this.applyRole(user, role, origin);
    } catch (error) {
      await this.audit.record({ event: 'session.renewal_refused', reason: `identity provider refused: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300), ...actor });
      return 'ended';
    }
  }

  private async createUser(claims: IdTokenClaims, role: User['role'], origin: SignInOrigin): Promise<User> {
    const username = await this.freeUsername(usernameFromClaims(claims));
    const email = typeof claims.email === 'string' && !(await this.users.emailTaken(claims.email)) ? claims.email : null;
    const displayName = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : username;
    // No password: a long random one nobody knows, so the account signs in through the provider only.
    const user = await this.users.create({ username, password: randomBytes(32).toString('base64url'), email, displayName, role });
    await this.identities.insert(user.id, claims.iss, claims.sub, null);
    await this.audit.record({ event: 'user.sso_created', userId: user.id, username, reason: `role ${role}, issuer ${claims.iss} subject ${claims.sub}`, ...origin });
    return user;
  }

  private async freeUsername(base: string): Promise<string> {
    for (let suffix = 1; ; suffix += 1) {
      const candidate = suffix === 1 ? base : `${base.slice(0, 90)}-${suffix}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
  }

  private async applyRole(user: User, role: User['role'], origin: RequestOrigin): Promise<User> {
    if (user.role === role) return user;
    await this.usersTable.update(user.id, { role });
    await this.audit.record({ event: 'user.role_changed', userId: user.id, username: user.username, itemId: user.id, title: user.username, reason: `role ${user.role} -> ${role} (identity provider groups)`, ...origin });
    return { ...user, role };
  }

  private seal(refreshToken: string | undefined, userId: string): string | null {
    return refreshToken ? sealSecret(refreshToken, this.keyEncryptionKey(), refreshBinding(userId)) : null;
  }

  private keyEncryptionKey(): Buffer {
    const key = this.config.getOrThrow<KeysConfig>('keys').keyEncryptionKey;
    if (!key) throw new Error('Single sign-on keeps refresh tokens encrypted: JWT_KEY_ENCRYPTION_KEY is required');
    return key;
  }

  private async refuse(userId: string | null, error: SsoError, reason: string, origin: SignInOrigin): Promise<SsoOutcome> {
    await this.audit.record({ event: 'login.sso_refused', userId, username: null, reason, clientAddress: origin.clientAddress, requestId: origin.requestId });
    return { error };
  }
}

const refreshBinding = (userId: string): string => `oidc-refresh ${userId}`;
