import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, NotFoundException, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { Origin, type RequestOrigin, RequireRole, Staff } from '@site/nest-server-kit';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { ChangeUserDto } from './dto/change-user.dto';
import { USER_NOT_FOUND_MESSAGE, UserAdministrationService } from './user-administration.service';
import { UserView } from './user.view';

/** An id that is no uuid names no user. */
const USER_ID = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(USER_NOT_FOUND_MESSAGE) });

@Controller('auth/users')
@RequireRole('administrator')
export class UsersController {
  constructor(private readonly administration: UserAdministrationService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<UserView[]> {
    return this.administration.list();
  }

  @Patch(':id')
  change(
    @Param('id', USER_ID) id: string,
    @Body() changes: ChangeUserDto,
    @Staff() staff: SignedInStaff,
    @Origin() origin: RequestOrigin,
  ): Promise<UserView> {
    return this.administration.change(id, changes, staff.user, origin);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', USER_ID) id: string, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.administration.remove(id, staff.user, origin);
  }

  @Post(':id/sessions/revoke')
  @HttpCode(HttpStatus.NO_CONTENT)
  endSessions(@Param('id', USER_ID) id: string, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.administration.endSessions(id, staff.user, origin);
  }

  @Post(':id/mfa/reset')
  @HttpCode(HttpStatus.NO_CONTENT)
  resetSecondFactor(@Param('id', USER_ID) id: string, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<void> {
    return this.administration.resetSecondFactor(id, staff.user, origin);
  }
}
