import { Controller, Get, Header, Query } from '@nestjs/common';
import { ActivityQuery, type ActivityEntry, AuditEventTable } from '@site/nest-server-kit';
import { RequireRole } from '../auth/staff-access.decorators';

/** auth-service checks its own tokens, so the kit's activity controller (behind the kit's guard) is not used here. */
@Controller('auth/activity')
@RequireRole('administrator')
export class ActivityController {
  constructor(private readonly events: AuditEventTable) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  recent(@Query() query: ActivityQuery): Promise<ActivityEntry[]> {
    return this.events.recent(query);
  }
}
