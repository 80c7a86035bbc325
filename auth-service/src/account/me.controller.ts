import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Res } from '@nestjs/common';
import type { EmailChangeRequestedView } from '@site/contracts';
import { AllowScope, Origin, type RequestOrigin, Staff } from '@site/nest-server-kit';
import type { Response } from 'express';
import { OptionalCurrentPasswordDto } from '../passwords/dto/current-password.dto';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { MFA_SETUP_SCOPE } from '../tokens/token.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { MeService, ProfileView, SessionView } from './me.service';

const SESSION_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Session not found') });

/** The signed-in staff member's own profile and sessions. */
@Controller('auth')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @AllowScope(MFA_SETUP_SCOPE)
  profile(@Staff() staff: SignedInStaff): Promise<ProfileView> {
    return this.me.profile(staff.user);
  }

  /** 200 with the profile; 202 when a new e-mail address waits for the link sent to it. */
  @Patch('me')
  async updateProfile(
    @Body() changes: UpdateProfileDto,
    @Staff() staff: SignedInStaff,
    @Origin() origin: RequestOrigin,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProfileView | EmailChangeRequestedView> {
    const result = await this.me.updateProfile(staff, changes, origin);
    if (result.kind === 'saved') return result.profile;
    response.status(HttpStatus.ACCEPTED);
    return result.request;
  }

  @Get('me/sessions')
  @Header('Cache-Control', 'no-store')
  sessions(@Staff() staff: SignedInStaff): Promise<SessionView[]> {
    return this.me.sessionsOf(staff);
  }

  /** Another session needs `currentPassword` in the body; this one does not (it is a logout). */
  @Delete('me/sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  endSession(@Param('id', SESSION_ID) id: string, @Body() input: OptionalCurrentPasswordDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.me.endSession(staff, id, input.currentPassword, origin);
  }

  @Post('logout-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  logoutEverywhere(@Body() input: OptionalCurrentPasswordDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.me.logoutEverywhere(staff, input.currentPassword, origin);
  }
}
