import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '../platform/auth/public.decorator';

/** Liveness for the container and nginx: healthy when the database answers. Outside the /api prefix. */
@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async check(): Promise<{ status: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable');
    }
    return { status: 'ok' };
  }
}
