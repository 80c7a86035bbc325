import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { RequestOrigin } from '../audit/audit-logger';
import { Origin } from '@site/nest-server-kit';
import { BearerToken } from './bearer-token.decorator';
import { ChangePasswordDto } from './dto/change-password.dto';
import { TokenResponse } from './dto/token.response';
import { PasswordChangeService } from './password-change.service';
import { SessionRenewalService } from './session-renewal.service';

/** What a signed-in staff member does with their session; each takes the session's token as a bearer. */
@Controller('auth')
export class SessionController {
  constructor(
    private readonly renewal: SessionRenewalService,
    private readonly passwordChange: PasswordChangeService,
  ) {}

  @Post('renew')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  renew(@BearerToken() token: string | null, @Origin() origin: RequestOrigin): Promise<TokenResponse> {
    return this.renewal.renew(token, origin);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@BearerToken() token: string | null, @Origin() origin: RequestOrigin): Promise<void> {
    return this.renewal.logout(token, origin);
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  changePassword(
    @BearerToken() token: string | null,
    @Body() input: ChangePasswordDto,
    @Origin() origin: RequestOrigin,
  ): Promise<void> {
    return this.passwordChange.change(token, input, origin);
  }
}
