import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { InvitationsService } from '../invitations/invitations.service';
import { AccountNoticesService } from '../mail/account-notices.service';
import { MfaService } from '../mfa/mfa.service';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { SessionsService } from '../sessions/sessions.service';
import type { ChangeUserDto } from './dto/change-user.dto';
import type { User } from './user.entity';
import { userView, UserView } from './user.view';
import { LockedUser, UsersRepository } from './users.repository';

export const LAST_ADMINISTRATOR_MESSAGE = 'There must always be at least one active administrator.';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * What administrators do to other users. A role change, a suspension or a removal ends the user's sessions
 * (every service refuses their tokens within 2 seconds: pushed, see the sessions trigger); the last active administrator can be neither
 * demoted, suspended nor removed.
 */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly mfa: MfaService,
    private readonly resets: PasswordResetService,
    private readonly notices: AccountNoticesService,
    private readonly invitations: InvitationsService,
    private readonly audit: AuditLogger,
  ) {}

  async list(): Promise<UserView[]> {
    return (await this.users.listNotRemoved('created')).map(userView);
  }

  async change(id: string, changes: ChangeUserDto, by: User, origin: RequestOrigin): Promise<UserView> {
    const { before, after } = await this.users.withAdministratorsLocked(id, async (locked) => {
      const target = existing(locked);
      const { user } = target;
      const role = changes.role ?? user.role;
      const status = changes.status ?? user.status;
      if (user.role === 'administrator' && user.status === 'active' && (role !== 'administrator' || status !== 'active')) {
        await assertAnotherActiveAdministrator(target);
      }
      await target.update({ role, status });
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
    if (before.role === 'administrator' && (after.role !== 'administrator' || after.status !== 'active')) {
      await this.invitations.revokeOpenBy(before, after.status !== 'active' ? 'inviter suspended' : 'inviter no longer an administrator', origin);
    }
    const changed = await this.users.findById(id);
    if (!changed) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    return userView(changed);
  }

  async remove(id: string, by: User, origin: RequestOrigin): Promise<void> {
    if (id === by.id) throw new ConflictException('You cannot remove yourself. Ask another administrator.');
    const removed = await this.users.withAdministratorsLocked(id, async (locked) => {
      const target = existing(locked);
      const { user } = target;
      if (user.role === 'administrator' && user.status === 'active') await assertAnotherActiveAdministrator(target);
      // The row stays (content and the activity log name its id); its address is freed for a new invitation.
      await target.update({ status: 'removed', email: null });
      return user;
    });
    await this.resets.voidOpenLinks(id);
    await this.mfa.turnOff(id);
    await this.sessions.revokeAllOf(id);
    await this.audit.record({ event: 'user.removed', userId: by.id, username: by.username, itemId: id, title: removed.username, ...origin });
    if (removed.role === 'administrator') await this.invitations.revokeOpenBy(removed, 'inviter removed', origin);
  }

  /** An administrator ends every session of a user (a lost laptop, a suspected theft); other services refuse them within 2 s. */
  async endSessions(id: string, by: User, origin: RequestOrigin): Promise<void> {
    const user = await this.users.findNotRemoved(id);
    if (!user) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    await this.sessions.revokeAllOf(id);
    await this.audit.record({ event: 'sessions.revoked_all', userId: by.id, username: by.username, itemId: id, title: user.username, ...origin });
  }

  async resetSecondFactor(id: string, by: User, origin: RequestOrigin): Promise<void> {
    const user = await this.users.findNotRemoved(id);
    if (!user) throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
    await this.mfa.turnOff(id);
    await this.audit.record({ event: 'mfa.reset', userId: by.id, username: by.username, itemId: id, title: user.username, ...origin });
    await this.notices.tell(user, { kind: 'second-factor-reset' }, origin.clientAddress);
  }
}

function existing(locked: LockedUser | null): LockedUser {
  if (!locked || locked.user.status === 'removed') throw new NotFoundException(USER_NOT_FOUND_MESSAGE);
  return locked;
}

async function assertAnotherActiveAdministrator(locked: LockedUser): Promise<void> {
  if ((await locked.otherActiveAdministrators()) === 0) throw new ConflictException(LAST_ADMINISTRATOR_MESSAGE);
}
