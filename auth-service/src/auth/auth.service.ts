import { Injectable, UnauthorizedException } from '@nestjs/common';
import { LoginThrottleService } from '../login-throttle/login-throttle.service';
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
    private readonly tokens: TokenService,
  ) {}

  async login({ username, password }: LoginDto, clientIp: string): Promise<TokenResponse> {
    const attempt = { ip: clientIp, username };
    await this.throttle.assertAllowed(attempt);
    const user = await this.users.findByCredentials(username, password);
    if (!user) {
      await this.throttle.recordFailure(attempt);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    await this.throttle.recordSuccess(attempt);
    return { token: await this.tokens.issueFor(user.username) };
  }
}
