import { Injectable } from '@nestjs/common';
import { AuditLogger } from '../audit/audit-logger';
import { MfaService } from '../mfa/mfa.service';
import { PasswordResetService, ResetLink } from '../password-reset/password-reset.service';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';

export class UnknownUserError extends Error {}

/**
 * The operator's way back in when no administrator can log in: the named user becomes an active
 * administrator without a second factor, their sessions end, and a one-time password-reset link is handed
 * to the operator (no e-mail needed).
 */
@Injectable()
export class AdminRecoveryService {
  constructor(
    private readonly users: UsersRepository,
    private readonly mfa: MfaService,
    private readonly sessions: SessionsService,
    private readonly resets: PasswordResetService,
    private readonly audit: AuditLogger,
  ) {}

  async recover(username: string): Promise<ResetLink & { user: User }> {
    const user = await this.users.findByUsername(username);
    if (!user) {
      const known = await this.users.listNotRemoved('username');
      throw new UnknownUserError(
        `There is no user "${username}". Users: ${known.map((candidate) => `${candidate.username} (${candidate.role})`).join(', ') || 'none'}.`,
      );
    }
    await this.users.update(user.id, { role: 'administrator', status: 'active' });
    await this.mfa.turnOff(user.id);
    await this.sessions.revokeAllOf(user.id);
    const link = await this.resets.issueLink(user.id);
    await this.audit.record({
      event: 'admin.recovered',
      userId: null,
      username: null,
      itemId: user.id,
      title: user.username,
      reason: `was ${user.role}, ${user.status}${user.mfaEnabled ? ', two-step sign-in on' : ''}`,
      clientAddress: 'recover-admin command',
      requestId: null,
    });
    return { ...link, user };
  }
}
