import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { AuditLogger } from '../audit/audit-logger';
import { PasswordResetService, ResetLink } from '../password-reset/password-reset.service';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

export class UnknownUserError extends Error {}

/**
 * The operator's way back in when no administrator can log in: the named user becomes an active
 * administrator without a second factor, their sessions end, and a one-time password-reset link is handed
 * to the operator (no e-mail needed).
 */
@Injectable()
export class AdminRecoveryService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly accounts: UsersService,
    private readonly sessions: SessionsService,
    private readonly resets: PasswordResetService,
    private readonly audit: AuditLogger,
  ) {}

  async recover(username: string): Promise<ResetLink & { user: User }> {
    const user = await this.accounts.findByUsername(username);
    if (!user) {
      const known = await this.users.find({ where: { status: Not('removed') }, order: { username: 'ASC' } });
      throw new UnknownUserError(
        `There is no user "${username}". Users: ${known.map((candidate) => `${candidate.username} (${candidate.role})`).join(', ') || 'none'}.`,
      );
    }
    await this.users.update({ id: user.id }, { role: 'administrator', status: 'active' });
    await this.accounts.clearSecondFactor(user.id);
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
