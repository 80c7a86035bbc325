import { Controller, Get, Header, Query } from '@nestjs/common';
import { RequireRole } from '../auth/staff-access.decorators';
import { ActivityEntry, ActivityService } from './activity.service';
import { ActivityQueryDto } from './dto/activity-query.dto';

const DEFAULT_LIMIT = 100;

@Controller('auth/activity')
@RequireRole('administrator')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  recent(@Query() query: ActivityQueryDto): Promise<ActivityEntry[]> {
    return this.activity.recent(query.limit ?? DEFAULT_LIMIT, query.before);
  }
}
