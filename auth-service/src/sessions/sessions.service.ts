import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { AuthConfig } from '../auth/auth.config';
import { Session } from './session.entity';

export type RenewalRefusal = 'unknown' | 'revoked' | 'absolute-limit';

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    private readonly config: ConfigService,
  ) {}

  start(username: string): Promise<Session> {
    const { absoluteTimeoutSeconds } = this.config.getOrThrow<AuthConfig>('auth');
    const expiresAt = new Date(Date.now() + absoluteTimeoutSeconds * 1000);
    return this.sessions.save(this.sessions.create({ username, expiresAt }));
  }

  /** The session when it may be renewed (not revoked, before its absolute end), else why not. */
  async renew(id: string): Promise<Session | RenewalRefusal> {
    const session = await this.sessions.findOneBy({ id });
    if (!session) return 'unknown';
    if (session.revokedAt) return 'revoked';
    if (session.expiresAt.getTime() <= Date.now()) return 'absolute-limit';
    await this.sessions.update({ id }, { renewedAt: () => 'now()' });
    return session;
  }

  async isActive(id: string): Promise<boolean> {
    const session = await this.sessions.findOneBy({ id });
    return !!session && !session.revokedAt && session.expiresAt.getTime() > Date.now();
  }

  async revoke(id: string): Promise<void> {
    await this.sessions.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  /** Ends every session of the user except `keep` (the one that changed the password, if any). */
  async revokeAllOf(username: string, keep?: string): Promise<void> {
    await this.sessions.update(
      { username, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) },
      { revokedAt: () => 'now()' },
    );
  }

  /**
   * Ids of revoked sessions whose tokens could still be valid (before the absolute end). Ended sessions
   * fall off the list, so it stays as short as the logouts of the last 12 hours.
   */
  async revokedIds(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.sessions.query(
      `SELECT id FROM auth.sessions WHERE revoked_at IS NOT NULL AND expires_at > now() ORDER BY revoked_at`,
    );
    return rows.map((row) => row.id);
  }

  /** The expiry of a token issued now: the idle timeout from now, never past the session's absolute end. */
  tokenExpiry(session: Session): number {
    const { idleTimeoutSeconds } = this.config.getOrThrow<AuthConfig>('auth');
    const idleEnd = Math.floor(Date.now() / 1000) + idleTimeoutSeconds;
    return Math.min(idleEnd, Math.floor(session.expiresAt.getTime() / 1000));
  }
}
