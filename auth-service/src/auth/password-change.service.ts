import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditLogger, RequestOrigin } from '../audit/audit-logger';
import { LoginThrottleService } from '../login-throttle/login-throttle.service';
import { TooManyLoginFailuresException } from '../login-throttle/too-many-login-failures.exception';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { SESSION_ENDED_MESSAGE } from './session-renewal.service';
import { TokenService } from './token.service';

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
    private readonly throttle: LoginThrottleService,
    private readonly tokens: TokenService,
    private readonly audit: AuditLogger,
  ) {}

  async change(token: string | null, { currentPassword, newPassword }: ChangePasswordDto, origin: RequestOrigin): Promise<void> {
    const claims = token ? await this.tokens.verify(token) : null;
    if (!claims || !(await this.sessions.isActive(claims.sid))) {
      throw new UnauthorizedException(SESSION_ENDED_MESSAGE);
    }
    const username = claims.sub;
    const admitted = await this.throttle.admit({ ip: origin.clientAddress, username }).catch((error: unknown) => {
      if (error instanceof TooManyLoginFailuresException) {
        this.audit.record({ event: 'password.change_refused', username, reason: 'throttled', ...origin });
      }
      throw error;
    });
    if (!(await this.users.findByCredentials(username, currentPassword))) {
      this.audit.record({ event: 'password.change_refused', username, reason: 'wrong-current-password', ...origin });
      throw new BadRequestException(WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    await this.throttle.succeeded(admitted);
    if (currentPassword === newPassword) {
      throw new BadRequestException(SAME_PASSWORD_MESSAGE);
    }
    await this.users.setPassword(username, newPassword);
    await this.sessions.revokeAllOf(username, claims.sid);
    this.audit.record({ event: 'password.changed', username, ...origin });
  }
}
