import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { HealthService } from './health.service';

/** Served outside the /api prefix, at /health, for container and load-balancer checks. */
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async check(): Promise<{ status: 'ok' }> {
    if (!(await this.health.isDatabaseReachable())) {
      throw new ServiceUnavailableException('The database is not reachable');
    }
    return { status: 'ok' };
  }
}
