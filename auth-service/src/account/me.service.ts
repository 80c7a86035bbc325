import { Injectable, NotFoundException } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import type { EmailChangeRequestedView, ProfileView, SessionView } from '@site/contracts';
import { EmailChangeService } from '../email-change/email-change.service';
import { MfaService } from '../mfa/mfa.service';
import { IdentityConfirmationService } from '../passwords/identity-confirmation.service';
import { OidcIdentitiesRepository } from '../oidc/oidc-identities.repository';
import { SecuritySettingsService } from '../security-settings/security-settings.service';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { userView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import type { UpdateProfileDto } from './dto/update-profile.dto';

export const PASSWORD_FOR_EMAIL_MESSAGE = 'Enter your current password to change your e-mail address';
export const PASSWORD_FOR_SESSIONS_MESSAGE = 'Enter your current password to end your other sessions';
export const WRONG_PASSWORD_MESSAGE = 'Current password is wrong';

export type { ProfileView, SessionView } from '@site/contracts';

/** What a profile change answers: the profile, or (202) that a new e-mail address waits for its link. */
export type ProfileChangeResult = { kind: 'saved'; profile: ProfileView } | { kind: 'email-pending'; request: EmailChangeRequestedView };

/** What signed-in staff see and change about themselves: profile, sessions. */
@Injectable()
export class MeService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly mfa: MfaService,
    private readonly settings: SecuritySettingsService,
    private readonly identity: IdentityConfirmationService,
    private readonly emailChanges: EmailChangeService,
    private readonly audit: AuditLogger,
    private readonly identities: OidcIdentitiesRepository,
  ) {}

  async profile(user: User): Promise<ProfileView> {
    return {
      ...userView(user),
      mfaRequired: await this.settings.requiresMfa(user.role),
      recoveryCodesRemaining: user.mfaEnabled ? await this.mfa.unusedRecoveryCodes(user.id) : 0,
      singleSignOn: (await this.identities.findByUser(user.id)) !== null,
    };
  }

  /** The display name changes at once; a new e-mail address needs the password and waits for its link. */
  async updateProfile(staff: SignedInStaff, { displayName, email, currentPassword }: UpdateProfileDto, origin: RequestOrigin): Promise<ProfileChangeResult> {
    const { user } = staff;
    const newEmail = email !== undefined && email.toLowerCase() !== user.email?.toLowerCase() ? email : undefined;
    if (newEmail !== undefined) await this.identity.confirm(staff, currentPassword, PASSWORD_FOR_EMAIL_MESSAGE, origin);
    if (displayName !== undefined && displayName !== user.displayName) {
      await this.users.updateProfile(user.id, { displayName });
      await this.audit.record({ event: 'user.profile_changed', userId: user.id, username: user.username, reason: 'displayName', ...origin });
    }
    if (newEmail !== undefined) return { kind: 'email-pending', request: await this.emailChanges.request(user, newEmail, origin) };
    return { kind: 'saved', profile: await this.profile((await this.users.findById(user.id)) ?? user) };
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

  /** Ending this session is a logout; ending another one needs the password (a stolen token must not shut the owner out). */
  async endSession(staff: SignedInStaff, id: string, currentPassword: string | undefined, origin: RequestOrigin): Promise<void> {
    const { user, sessionId } = staff;
    if (id !== sessionId) await this.identity.confirm(staff, currentPassword, PASSWORD_FOR_SESSIONS_MESSAGE, origin);
    if (!(await this.sessions.revokeOwn(user.id, id))) throw new NotFoundException('Session not found');
    await this.audit.record({ event: 'logout', userId: user.id, username: user.username, itemId: id, ...origin });
  }

  async logoutEverywhere(staff: SignedInStaff, currentPassword: string | undefined, origin: RequestOrigin): Promise<void> {
    const { user } = staff;
    await this.identity.confirm(staff, currentPassword, PASSWORD_FOR_SESSIONS_MESSAGE, origin);
    await this.sessions.revokeAllOf(user.id);
    await this.audit.record({ event: 'sessions.revoked_all', userId: user.id, username: user.username, ...origin });
  }
}
