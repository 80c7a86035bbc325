import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { Origin, type RequestOrigin, RequireRole, Staff } from '@site/nest-server-kit';
import type { SignedInStaff } from '../staff-access/signed-in-staff';
import { SecuritySettingsDto } from './dto/security-settings.dto';
import { SecuritySettingsService, SecuritySettingsView } from './security-settings.service';

@Controller('auth/settings/security')
@RequireRole('administrator')
export class SecuritySettingsController {
  constructor(private readonly settings: SecuritySettingsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  current(): Promise<SecuritySettingsView> {
    return this.settings.current();
  }

  @Put()
  change(@Body() input: SecuritySettingsDto, @Staff() staff: SignedInStaff, @Origin() origin: RequestOrigin): Promise<SecuritySettingsView> {
    return this.settings.change(input.mfaRequiredFor, staff.user, origin);
  }
}
