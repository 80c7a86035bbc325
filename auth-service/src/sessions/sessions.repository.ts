import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { Session } from './session.entity';

/** auth.sessions: one row per login; revoking it ends every token issued for it. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  insert(row: Pick<Session, 'userId' | 'expiresAt' | 'clientAddress' | 'userAgent'>): Promise<Session> {
    return this.sessions.save(this.sessions.create(row));
  }

  findById(id: string): Promise<Session | null> {
    return this.sessions.findOneBy({ id });
  }

  /** The user's sessions that are neither revoked nor past their absolute end, newest first. */
  listLive(userId: string): Promise<Session[]> {
    return this.sessions.find({
      where: { userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
  }

  async markRenewed(id: string): Promise<void> {
    await this.sessions.update({ id }, { renewedAt: () => 'now()' });
  }

  async markReauthenticated(id: string, userId: string): Promise<void> {
    await this.sessions.update({ id, userId, revokedAt: IsNull() }, { reauthenticatedAt: () => 'now()' });
  }

  /** Clears the session's re-authentication if it is at or after `since`; true when there was one to use. */
  async takeReauthentication(id: string, userId: string, since: Date): Promise<boolean> {
    const result = await this.sessions.update({ id, userId, revokedAt: IsNull(), reauthenticatedAt: MoreThanOrEqual(since) }, { reauthenticatedAt: null });
    return (result.affected ?? 0) > 0;
  }

  async revoke(id: string): Promise<void> {
    await this.sessions.update({ id, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
  }

  /** Revokes one live session of the user; false when it is not theirs or already over. */
  async revokeLiveOf(userId: string, id: string): Promise<boolean> {
    const result = await this.sessions.update({ id, userId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) }, { revokedAt: () => 'now()' });
    return (result.affected ?? 0) > 0;
  }

  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) }, { revokedAt: () => 'now()' });
  }

  /** Ids of revoked sessions still before their absolute end, oldest revocation first. */
  async revokedLiveIds(): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.sessions.query(
      `SELECT id FROM auth.sessions WHERE revoked_at IS NOT NULL AND expires_at > now() ORDER BY revoked_at`,
    );
    return rows.map((row) => row.id);
  }
}
