import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuthConfig } from '../tokens/auth.config';
import { Session } from './session.entity';
import { SessionsRepository } from './sessions.repository';

export type RenewalRefusal = 'unknown' | 'revoked' | 'absolute-limit';

/** Where a session was started from, shown in its owner's list of sessions. */
export interface SessionClient {
  clientAddress: string;
  userAgent: string | null;
}

const USER_AGENT_MAX_LENGTH = 500;

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly config: ConfigService,
  ) {}

  /** The session's user has just signed in afresh at the identity provider. */
  markReauthenticated(id: string, userId: string): Promise<void> {
    return this.sessions.markReauthenticated(id, userId);
  }

  /** Uses the session's re-authentication once, if it is at most `validSeconds` old. */
  takeReauthentication(id: string, userId: string, validSeconds: number): Promise<boolean> {
    return this.sessions.takeReauthentication(id, userId, new Date(Date.now() - validSeconds * 1000));
  }

  start(userId: string, client: SessionClient): Promise<Session> {
    const { absoluteTimeoutSeconds } = this.config.getOrThrow<AuthConfig>('auth');
    const expiresAt = new Date(Date.now() + absoluteTimeoutSeconds * 1000);
    return this.sessions.insert({
      userId,
      expiresAt,
      clientAddress: client.clientAddress.slice(0, 100),
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    });
  }

  /** The session when it may be renewed (not revoked, before its absolute end), else why not. */
  async renew(id: string): Promise<Session | RenewalRefusal> {
    const session = await this.sessions.findById(id);
    if (!session || !session.userId) return 'unknown';
    if (session.revokedAt) return 'revoked';
    if (session.expiresAt.getTime() <= Date.now()) return 'absolute-limit';
    await this.sessions.markRenewed(id);
    return session;
  }

  /** The session while it is live (not revoked, before its absolute end), else null. */
  async findActive(id: string): Promise<Session | null> {
    const session = await this.sessions.findById(id);
    return session && !session.revokedAt && session.expiresAt.getTime() > Date.now() ? session : null;
  }

  /** The session whatever its state, or null. */
  findAny(id: string): Promise<Session | null> {
    return this.sessions.findById(id);
  }

  /** The user's live sessions, newest first. */
  listActive(userId: string): Promise<Session[]> {
    return this.sessions.listLive(userId);
  }

  async revoke(id: string): Promise<void> {
    await this.sessions.revoke(id);
  }

  /** Ends one session of the user; false when it is not theirs or already over. */
  revokeOwn(userId: string, id: string): Promise<boolean> {
    return this.sessions.revokeLiveOf(userId, id);
  }

  /** Ends every session of the user except `keep` (the one that changed the password, if any). */
  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    await this.sessions.revokeAllOf(userId, keep);
  }

  /**
   * Ids of revoked sessions whose tokens could still be valid (before the absolute end). Ended sessions
   * fall off the list, so it stays as short as the logouts of the last 12 hours.
   */
  revokedIds(): Promise<string[]> {
    return this.sessions.revokedLiveIds();
  }

  /** The expiry of a token issued now: the idle timeout from now, never past the session's absolute end. */
  tokenExpiry(session: Session): number {
    const { idleTimeoutSeconds } = this.config.getOrThrow<AuthConfig>('auth');
    const idleEnd = Math.floor(Date.now() / 1000) + idleTimeoutSeconds;
    return Math.min(idleEnd, Math.floor(session.expiresAt.getTime() / 1000));
  }
}
