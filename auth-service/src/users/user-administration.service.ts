import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RequestOrigin } from '@site/nest-server-kit';
import { EntityManager, Not, Repository } from 'typeorm';
import { AuditLogger } from '../audit/audit-logger';
import { SessionsService } from '../sessions/sessions.service';
import type { ChangeUserDto } from './dto/change-user.dto';
import { User } from './user.entity';
import { userView, UserView } from './user.view';
import { UsersService } from './users.service';

export const LAST_ADMINISTRATOR_MESSAGE = 'There must always be at least one active administrator.';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * What administrators do to other users. A role change, a suspension or a removal ends the user's sessions
 * (every service refuses their tokens within a minute); the last active administrator can be neither
 * demoted, suspended nor removed.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly accounts: UsersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLogger,
  ) {}

  async list(): Promise<UserView[]> {
    const users = await this.users.find({ where: { status: Not('removed') }, order: { createdAt: 'ASC' } });
    return users.map(userView);
  }

  async change(id: string, changes: ChangeUserDto, by: User, origin: RequestOrigin): Promise<UserView> {
    const { before, after } = await this.users.manager.transaction(async (manager) => {
      const user = await this.lockedUser(manager, id);
      const role = changes.role ?? user.role;
      const status = changes.status ?? user.status;
      if (user.role === 'administrator' && user.status === 'active' && (role !== 'administrator' || status !== 'active')) {
        await this.assertAnotherActiveAdministrator(manager, user.id);
      }
      await manager.update(User, { id }, { role, status });
      return { before: user, after: { ...user, role, status } };
    });
    const actor = { userId: by.id, username: by.username, itemId: before.id, title: before.username, ...origin };
    if (after.role !== before.role) {
      await this.sessions.revokeAllOf(id);
      await this.audit.record({ event: 'user.role_changed', reason: `role ${before.role} -> ${after.role}`, ...actor });
    }
    if (after.status !== before.status) {
      if (after.status === 'suspended') await this.sessions.revokeAllOf(id);
      await this.audit.record({ event: after.status === 'suspended' ? 'user.suspended' : 'user.reactivated', ...actor });
    }
    return userView((await this.users.findOneByOrFail({ id })));
  }

  async remove(id: string, by: User, origin: RequestOrigin): Promise<void> {
    if (id === by.id) throw new ConflictException('You cannot remove yourself. Ask another administrator.');
    const removed = await this.users.manager.transaction(async (manager) => {
      const user = await this.lockedUser(manager, id);
      if (user.role === 'administrator' && user.status === 'active') await this.assertAnotherActiveAdministrator(manager, user.id);
      // The row stays (content and the activity log name its id); its address is freed for a new invitation.
      await manager.update(User, { id }, { status: 'removed', email: null });
      await manager.query(`UPDATE auth.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [id]);
      return user;
    });
    await this.accounts.clearSecondFactor(id);
    await this.sessions.revokeAllOf(id);
    await this.audit.record({ event: 'user.removed', userId: by.id, username: by.username, itemId: id, title: removed.username, ...origin });
  }

  async resetSecondFactor(id: string, by: User, origin: RequestOrigin): Promise<void> {
    const user = await this.users.findOneBy({ id, status: Not('removed') });
    if (!user) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    await this.accounts.clearSecondFactor(id);
    await this.audit.record({ event: 'mfa.reset', userId: by.id, username: by.username, itemId: id, title: user.username, ...origin });
  }

  /** The user, with changes to administrators serialised (so two demotions cannot both pass the last-admin check). */
  private async lockedUser(manager: EntityManager, id: string): Promise<User> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('auth.users administrators'))`);
    const user = await manager.findOneBy(User, { id });
    if (!user || user.status === 'removed') throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    return user;
  }

  private async assertAnotherActiveAdministrator(manager: EntityManager, exceptId: string): Promise<void> {
    const others = await manager.countBy(User, { role: 'administrator', status: 'active', id: Not(exceptId) });
    if (others === 0) throw new ConflictException(LAST_ADMINISTRATOR_MESSAGE);
  }
}
