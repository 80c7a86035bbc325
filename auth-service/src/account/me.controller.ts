import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { AllowScope, Origin, type RequestOrigin, Staff } from '@site/nest-server-kit';
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

  @Patch('me')
  updateProfile(@Body() changes: UpdateProfileDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<ProfileView> {
    return this.me.updateProfile(staff.user, changes, origin);
  }

  @Get('me/sessions')
  @Header('Cache-Control', 'no-store')
  sessions(@Staff() staff: SignedInStaff): Promise<SessionView[]> {
    return this.me.sessionsOf(staff);
  }

  @Delete('me/sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  endSession(@Param('id', SESSION_ID) id: string, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.me.endSession(staff, id, origin);
  }

  @Post('logout-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  logoutEverywhere(@Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.me.logoutEverywhere(staff, origin);
  }
}
