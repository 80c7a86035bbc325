import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { Origin } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { MeService, ProfileView, SessionView } from './me.service';
import { AllowMfaSetup, CurrentStaff, SignedInStaff } from './staff-access.decorators';

const SESSION_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException('Session not found') });

/** The signed-in staff member's own profile and sessions. */
@Controller('auth')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @AllowMfaSetup()
  profile(@CurrentStaff() staff: SignedInStaff): Promise<ProfileView> {
    return this.me.profile(staff.user);
  }

  @Patch('me')
  updateProfile(@Body() changes: UpdateProfileDto, @CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<ProfileView> {
    return this.me.updateProfile(staff.user, changes, origin);
  }

  @Get('me/sessions')
  @Header('Cache-Control', 'no-store')
  sessions(@CurrentStaff() staff: SignedInStaff): Promise<SessionView[]> {
    return this.me.sessionsOf(staff);
  }

  @Delete('me/sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  endSession(@Param('id', SESSION_ID) id: string, @CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.me.endSession(staff, id, origin);
  }

  @Post('logout-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  logoutEverywhere(@CurrentStaff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.me.logoutEverywhere(staff, origin);
  }
}
