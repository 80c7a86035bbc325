import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { DatabaseAvailability } from '../database/database-availability';
import { Public } from '../http/public.decorator';
import { ShutdownState } from '../lifecycle/shutdown-state';

export const DATABASE_NOT_REACHABLE = 'The database is not reachable';
export const SHUTTING_DOWN = 'The service is shutting down';

type Healthy = { status: 'ok' };

/**
 * Outside the /api prefix. `/health/live`: the process answers (restart it if not). `/health/ready` and
 * `/health`: it can serve now (the database answers and it is not shutting down); the front door and
 * container healthchecks use these.
 */
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseAvailability,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): Healthy {
    return { status: 'ok' };
  }

  @Get(['', 'ready'])
  @Header('Cache-Control', 'no-store')
  async ready(): Promise<Healthy> {
    if (this.shutdown.isDraining) {
      throw new ServiceUnavailableException(SHUTTING_DOWN);
    }
    if (!(await this.database.isReachable())) {
      throw new ServiceUnavailableException(DATABASE_NOT_REACHABLE);
    }
    return { status: 'ok' };
  }
}
