import { Body, Controller, Delete, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { AllowScope, Origin, type RequestOrigin, Staff } from '@site/nest-server-kit';
import { OptionalCurrentPasswordDto } from '../passwords/dto/current-password.dto';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { MFA_SETUP_SCOPE } from '../tokens/token.service';
import { MfaCodeDto, PasswordDto } from './dto/mfa.dto';
import { MfaService, RecoveryCodesResponse, TotpEnrolment } from './mfa.service';

/** The signed-in user's own two-step sign-in. Enrolling also works with a token limited to that (mfa-setup). */
@Controller('auth/me/mfa')
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Post('totp')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @AllowScope(MFA_SETUP_SCOPE)
  enrol(@Body() input: OptionalCurrentPasswordDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<TotpEnrolment> {
    return this.mfa.enrol(staff, input.currentPassword, origin);
  }

  @Post('totp/confirm')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @AllowScope(MFA_SETUP_SCOPE)
  confirm(@Body() input: MfaCodeDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<RecoveryCodesResponse> {
    return this.mfa.confirm(staff, input.code, origin);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  disable(@Body() input: PasswordDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.mfa.disable(staff.user, input.password, origin);
  }

  @Post('recovery-codes')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  regenerate(@Body() input: PasswordDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<RecoveryCodesResponse> {
    return this.mfa.regenerateRecoveryCodes(staff.user, input.password, origin);
  }
}
