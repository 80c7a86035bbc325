import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import type { ProfileView, SessionView } from '@site/contracts';
import { violatedUniqueConstraint } from '../common/unique-violation';
import { MfaService } from '../mfa/mfa.service';
import { SecuritySettingsService } from '../security-settings/security-settings.service';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { userView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import type { UpdateProfileDto } from './dto/update-profile.dto';

export const EMAIL_TAKEN_MESSAGE = 'This e-mail address belongs to another user';

export type { ProfileView, SessionView } from '@site/contracts';

/** What signed-in staff see and change about themselves: profile, sessions. */
@Injectable()
export class MeService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly mfa: MfaService,
    private readonly settings: SecuritySettingsService,
    private readonly audit: AuditLogger,
  ) {}

  async profile(user: User): Promise<ProfileView> {
    return {
      ...userView(user),
      mfaRequired: await this.settings.requiresMfa(user.role),
      recoveryCodesRemaining: user.mfaEnabled ? await this.mfa.unusedRecoveryCodes(user.id) : 0,
    };
  }

  async updateProfile(user: User, changes: UpdateProfileDto, origin: RequestOrigin): Promise<ProfileView> {
    if (changes.email !== undefined && (await this.users.emailTaken(changes.email, user.id))) {
      throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    }
    await this.users.updateProfile(user.id, changes).catch((error: unknown) => {
      // Another user took the address between the check above and the update.
      if (violatedUniqueConstraint(error) === 'users_email_lower_key') throw new ConflictException(EMAIL_TAKEN_MESSAGE);
      throw error;
    });
    const changed = Object.keys(changes).filter((field) => changes[field as keyof UpdateProfileDto] !== undefined);
    if (changed.length > 0) {
      await this.audit.record({ event: 'user.profile_changed', userId: user.id, username: user.username, reason: changed.join(', '), ...origin });
    }
    return this.profile((await this.users.findById(user.id)) ?? user);
  }

  async sessionsOf({ user, sessionId }: SignedInStaff): Promise<SessionView[]> {
    const sessions = await this.sessions.listActive(user.id);
    return sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastActiveAt: (session.renewedAt ?? session.createdAt).toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      current: session.id === sessionId,
      clientAddress: session.clientAddress,
      userAgent: session.userAgent,
    }));
  }

  async endSession({ user }: SignedInStaff, id: string, origin: RequestOrigin): Promise<void> {
    if (!(await this.sessions.revokeOwn(user.id, id))) throw new NotFoundException('Session not found');
    await this.audit.record({ event: 'logout', userId: user.id, username: user.username, itemId: id, ...origin });
  }

  async logoutEverywhere({ user }: SignedInStaff, origin: RequestOrigin): Promise<void> {
    await this.sessions.revokeAllOf(user.id);
    await this.audit.record({ event: 'sessions.revoked_all', userId: user.id, username: user.username, ...origin });
  }
}
