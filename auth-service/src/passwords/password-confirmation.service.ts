import { BadRequestException, Injectable } from '@nestjs/common';
import type { RequestOrigin } from '@site/nest-server-kit';
import { AuditLogger, AuditEventName } from '../audit/audit-logger';
import { LoginThrottleService } from '../login-throttle/login-throttle.service';
import { TooManyLoginFailuresException } from '../login-throttle/too-many-login-failures.exception';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/**
 * Checks the password a signed-in user gives to confirm a sensitive change (a new password, turning off
 * two-step sign-in, new recovery codes). Wrong ones count like failed logins.
 */
@Injectable()
export class PasswordConfirmationService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditLogger,
  ) {}

  async confirm(user: User, password: string, wrongMessage: string, refusal: AuditEventName, origin: RequestOrigin): Promise<void> {
    const actor = { userId: user.id, username: user.username, ...origin };
    const admitted = await this.throttle.admit({ ip: origin.clientAddress, username: user.username }).catch(async (error: unknown) => {
      if (error instanceof TooManyLoginFailuresException) await this.audit.record({ event: refusal, reason: 'throttled', ...actor });
      throw error;
    });
    if (!(await this.users.verifyPassword(user, password))) {
      await this.audit.record({ event: refusal, reason: 'wrong-password', ...actor });
      throw new BadRequestException(wrongMessage);
    }
    await this.throttle.succeeded(admitted);
  }
}
