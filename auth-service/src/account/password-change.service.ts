import { BadRequestException, Injectable } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger } from '../audit/audit-logger';
import { AccountNoticesService } from '../mail/account-notices.service';
import { PasswordConfirmationService } from '../passwords/password-confirmation.service';
import { passwordProblem } from '../passwords/password-strength';
import { SessionsService } from '../sessions/sessions.service';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { UsersService } from '../users/users.service';
import { ChangePasswordDto } from './dto/change-password.dto';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is wrong';
export const SAME_PASSWORD_MESSAGE = 'New password must differ from the current one';

/**
 * A signed-in staff member changes their password. Every other session of theirs ends (a stolen token dies
 * with it); the session that made the change goes on. Wrong current passwords count like failed logins.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly confirmation: PasswordConfirmationService,
    private readonly notices: AccountNoticesService,
    private readonly audit: AuditLogger,
  ) {}

  async change({ user, sessionId }: SignedInStaff, { currentPassword, newPassword }: ChangePasswordDto, origin: RequestOrigin): Promise<void> {
    await this.confirmation.confirm(user, currentPassword, WRONG_CURRENT_PASSWORD_MESSAGE, 'password.change_refused', origin);
    if (currentPassword === newPassword) {
      throw new BadRequestException(SAME_PASSWORD_MESSAGE);
    }
    const problem = passwordProblem(newPassword, [user.username, user.email, user.displayName]);
    if (problem) throw new BadRequestException(problem);
    await this.users.setPassword(user.id, newPassword);
    await this.sessions.revokeAllOf(user.id, sessionId);
    await this.audit.record({ event: 'password.changed', userId: user.id, username: user.username, ...origin });
    await this.notices.tell(user, { kind: 'password-changed' }, origin.clientAddress);
  }
}
