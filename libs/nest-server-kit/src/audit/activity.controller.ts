import { Controller, Get, Header, Inject, Query, type Type } from '@nestjs/common';
import { assertRole } from '../auth/assert-role';
import { RequireRole } from '../auth/require-role.decorator';
import { Staff } from '../auth/staff.decorator';
import type { StaffUser } from '../auth/token-verifier';
import { ActivityQuery } from './activity-query.dto';
import { type ActivityEntry, AuditEventTable } from './audit-event-table';

/** `GET <path>`: the service's audit events, newest first, for administrators only (403 for other roles). */
export function activityController(path: string): Type<unknown> {
  @Controller(path)
  @RequireRole('administrator')
  class ActivityController {
    constructor(@Inject(AuditEventTable) private readonly events: AuditEventTable) {}

    @Get()
    @Header('Cache-Control', 'no-store')
    list(@Query() query: ActivityQuery, @Staff() staff: StaffUser | undefined): Promise<ActivityEntry[]> {
      // Checked here too, so the list stays closed even in a service that has not installed the global guard.
      assertRole(staff, 'administrator');
      return this.events.recent(query);
    }
  }
  return ActivityController;
}
