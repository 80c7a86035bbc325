import { ServiceUnavailableException } from '@nestjs/common';
import type { DatabaseAvailability } from '../database/database-availability';
import { ShutdownState } from '../lifecycle/shutdown-state';
import { HealthController } from './health.controller';

function controller(databaseAnswers: boolean, shutdown = new ShutdownState()): HealthController {
  const database = { isReachable: async () => databaseAnswers } as unknown as DatabaseAvailability;
  return new HealthController(database, shutdown);
}

describe('HealthController', () => {
  it('is ready when the database answers', async () => {
    await expect(controller(true).ready()).resolves.toEqual({ status: 'ok' });
  });

  it('is not ready (503) when the database does not answer, though still live', async () => {
    const unreachable = controller(false);
    await expect(unreachable.ready()).rejects.toEqual(new ServiceUnavailableException('The database is not reachable'));
    expect(unreachable.live()).toEqual({ status: 'ok' });
  });

  it('is not ready once shutdown has begun', async () => {
    const shutdown = new ShutdownState();
    shutdown.beginDraining();
    await expect(controller(true, shutdown).ready()).rejects.toEqual(new ServiceUnavailableException('The service is shutting down'));
  });
});
