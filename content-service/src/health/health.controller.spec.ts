import { ServiceUnavailableException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { HealthController } from './health.controller';

function controllerWith(query: () => Promise<unknown>): HealthController {
  return new HealthController({ query } as unknown as DataSource);
}

describe('HealthController', () => {
  it('is ok when the database answers', async () => {
    await expect(controllerWith(async () => [{ '?column?': 1 }]).check()).resolves.toEqual({ status: 'ok' });
  });

  it('is unavailable (503) when the database does not answer', async () => {
    const check = controllerWith(async () => {
      throw new Error('connect ECONNREFUSED');
    }).check();
    await expect(check).rejects.toBeInstanceOf(ServiceUnavailableException);
    await expect(check).rejects.toMatchObject({ status: 503 });
  });
});
