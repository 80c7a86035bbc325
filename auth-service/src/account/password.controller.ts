import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { Origin, type RequestOrigin, Staff } from '@site/nest-server-kit';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { ChangePasswordDto } from './dto/change-password.dto';
import { PasswordChangeService } from './password-change.service';

@Controller('auth/password')
export class PasswordController {
  constructor(private readonly passwordChange: PasswordChangeService) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  change(@Body() input: ChangePasswordDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.passwordChange.change(staff, input, origin);
  }
}
