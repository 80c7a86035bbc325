import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ACCESS_DENIALS, type AccessDenials, AllowScope, Staff } from '@site/nest-server-kit';
import type { Request } from 'express';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { MFA_SETUP_SCOPE } from '../tokens/token.service';
import { AccessDeniedReportDto } from './dto/access-denied-report.dto';

/**
 * The other services report their refusals here with the refused user's own token (so nobody can report
 * someone else's), and administrators read them with the rest of the activity. Internal: nginx answers 404
 * from outside, as for the revoked sessions list.
 */
@Controller('auth/activity/access-denied')
@AllowScope(MFA_SETUP_SCOPE)
export class AccessDeniedController {
  constructor(@Inject(ACCESS_DENIALS) private readonly denials: AccessDenials) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  report(@Body() { clientAddress, ...denial }: AccessDeniedReportDto, @Staff() staff: SignedInStaff, @Req() request: Request): Promise<void> {
    return this.denials(denial, staff, request, clientAddress);
  }
}
