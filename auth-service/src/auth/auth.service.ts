import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditLogger, RequestOrigin } from '../audit/audit-logger';
import { LoginThrottleService } from '../login-throttle/login-throttle.service';
import { TooManyLoginFailuresException } from '../login-throttle/too-many-login-failures.exception';
import { SessionsService } from '../sessions/sessions.service';
import { UsersService } from '../users/users.service';
import { LoginDto } from './dto/login.dto';
import { TokenResponse } from './dto/token.response';
import { TokenService } from './token.service';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokenService,
    private readonly audit: AuditLogger,
  ) {}

  async login({ username, password }: LoginDto, origin: RequestOrigin): Promise<TokenResponse> {
    const admitted = await this.throttle.admit({ ip: origin.clientAddress, username }).catch((error: unknown) => {
      if (error instanceof TooManyLoginFailuresException) this.audit.record({ event: 'login.throttled', username, ...origin });
      throw error;
    });
    const user = await this.users.findByCredentials(username, password);
    if (!user) {
      this.audit.record({ event: 'login.failed', username, ...origin });
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.succeeded(admitted);
    const session = await this.sessions.start(user.username);
    this.audit.record({ event: 'login.succeeded', username: user.username, ...origin });
    return { token: await this.tokens.issue(user.username, session.id, this.sessions.tokenExpiry(session)) };
  }
}
