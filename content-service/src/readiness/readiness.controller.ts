import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { InboundLinksView, ReadinessContextView, ReadinessSettingsView, ReadinessView } from '@site/contracts';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { contentIdPipe } from '../content/content-id.pipe';
import { ReadinessRequestDto, ReadinessSettingsDto } from './dto/readiness.dto';
import { ReadinessService } from './readiness.service';

/** Readiness checks for every staff role; their levels for administrators (README, "Readiness checks"). */
@Controller('cms')
@RequireRole('contributor')
export class ReadinessController {
  constructor(private readonly readiness: ReadinessService) {}

  @Post('readiness')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async check(@Body() request: ReadinessRequestDto): Promise<ReadinessView> {
    return { findings: await this.readiness.findings(request) };
  }

  @Get('readiness/context')
  @Header('Cache-Control', 'no-store')
  context(): Promise<ReadinessContextView> {
    return this.readiness.context();
  }

  @Get('content/:id/inbound-links')
  @Header('Cache-Control', 'no-store')
  inboundLinks(@Param('id', contentIdPipe) id: string): Promise<InboundLinksView> {
    return this.readiness.inboundLinksOf(id);
  }

  @Get('settings/readiness')
  @Header('Cache-Control', 'no-store')
  async settings(): Promise<ReadinessSettingsView> {
    return { levels: await this.readiness.levels() };
  }

  @Put('settings/readiness')
  @RequireRole('administrator')
  @Header('Cache-Control', 'no-store')
  async changeSettings(@Body() body: ReadinessSettingsDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<ReadinessSettingsView> {
    return { levels: await this.readiness.setLevels(body.levels, staff, origin) };
  }
}
