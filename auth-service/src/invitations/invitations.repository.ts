import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Repository } from 'typeorm';
import { Invitation } from './invitation.entity';

/** auth.invitations: one-time links to join with a role, stored by the hash of their token. */
@Injectable()
export class InvitationsRepository {
  constructor(@InjectRepository(Invitation) private readonly invitations: Repository<Invitation>) {}

  insert(row: Pick<Invitation, 'tokenHash' | 'email' | 'role' | 'displayName' | 'invitedBy' | 'expiresAt'>): Promise<Invitation> {
    return this.invitations.save(this.invitations.create(row));
  }

  /** Revokes the invitations to this address (whatever its case) that are still open. */
  async revokeOpenTo(email: string): Promise<void> {
    await this.invitations
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()' })
      .where('lower(email) = lower(:email) AND accepted_at IS NULL AND revoked_at IS NULL', { email })
      .execute();
  }

  /** Revokes the open invitations this user made; answers them (id and address). */
  async revokeOpenBy(userId: string): Promise<Array<{ id: string; email: string }>> {
    const [rows]: [Array<{ id: string; email: string }>, number] = await this.invitations.query(
      `UPDATE auth.invitations SET revoked_at = now() WHERE invited_by = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id, email`,
      [userId],
    );
    return rows;
  }

  /** Neither accepted, revoked nor expired; newest first. */
  listPending(): Promise<Invitation[]> {
    return this.invitations.find({
      where: { acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
  }

  /** The invitation while neither accepted nor revoked (it may have expired). */
  findUnanswered(id: string): Promise<Invitation | null> {
    return this.invitations.findOneBy({ id, acceptedAt: IsNull(), revokedAt: IsNull() });
  }

  findByTokenHash(tokenHash: string): Promise<Invitation | null> {
    return this.invitations.findOneBy({ tokenHash });
  }

  async revoke(id: string): Promise<void> {
    await this.invitations.update({ id }, { revokedAt: () => 'now()' });
  }

  /**
   * Marks the invitation accepted and records the user `createUser` inserts in the same transaction, so
   * either both happen or neither. Null (and nothing written) when it was already accepted, revoked or expired.
   */
  accept<Created extends { id: string }>(id: string, createUser: (transaction: EntityManager) => Promise<Created>): Promise<Created | null> {
    return this.invitations.manager.transaction(async (manager) => {
      const [, accepted]: [unknown, number] = await manager.query(
        `UPDATE auth.invitations SET accepted_at = now()
          WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
        [id],
      );
      if (accepted === 0) return null;
      const created = await createUser(manager);
      await manager.update(Invitation, { id }, { acceptedUserId: created.id });
      return created;
    });
  }
}
