import { Body, Controller, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, Public } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { BearerToken } from './bearer-token.decorator';
import { ChangePasswordDto } from './dto/change-password.dto';
import { TokenResponse } from './dto/token.response';
import { PasswordChangeService } from './password-change.service';
import { SessionRenewalService } from './session-renewal.service';
import { CurrentStaff, SignedInStaff } from './staff-access.decorators';

/** What a signed-in staff member does with their session; each takes the session's token as a bearer. */
@Controller('auth')
export class SessionController {
  constructor(
    private readonly renewal: SessionRenewalService,
    private readonly passwordChange: PasswordChangeService,
  ) {}

  // Public to the guard: renewal and logout read the token themselves (logout takes one that just expired).
  @Post('renew')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  renew(@BearerToken() token: string | null, @Origin() origin: RequestOrigin): Promise<TokenResponse> {
    return this.renewal.renew(token, origin);
  }

  @Post('logout')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@BearerToken() token: string | null, @Origin() origin: RequestOrigin): Promise<void> {
    return this.renewal.logout(token, origin);
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  changePassword(@Body() input: ChangePasswordDto, @CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.passwordChange.change(staff, input, origin);
  }
}
