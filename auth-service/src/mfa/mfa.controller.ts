import { Body, Controller, Delete, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { AllowMfaSetup, CurrentStaff, SignedInStaff } from '../auth/staff-access.decorators';
import { MfaCodeDto, PasswordDto } from './dto/mfa.dto';
import { MfaService, RecoveryCodesResponse, TotpEnrolment } from './mfa.service';

/** The signed-in user's own two-step sign-in. Enrolling also works with a token limited to that (mfa-setup). */
@Controller('auth/me/mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Post('totp')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @AllowMfaSetup()
  enrol(@CurrentStaff() staff: SignedInStaff): Promise<TotpEnrolment> {
    return this.mfa.enrol(staff.user);
  }

  @Post('totp/confirm')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @AllowMfaSetup()
  confirm(@Body() input: MfaCodeDto, @CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<RecoveryCodesResponse> {
    return this.mfa.confirm(staff, input.code, origin);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  disable(@Body() input: PasswordDto, @CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.mfa.disable(staff.user, input.password, origin);
  }

  @Post('recovery-codes')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  regenerate(@Body() input: PasswordDto, @CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<RecoveryCodesResponse> {
    return this.mfa.regenerateRecoveryCodes(staff.user, input.password, origin);
  }
}
