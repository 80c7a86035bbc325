import type { ConfigService } from '@nestjs/config';
import type { AuditLogger } from '../audit/audit-logger';
import { TrashRetention } from './trash-retention';
import type { TrashService } from './trash.service';

/** A retention whose purge only counts its passes, with TRASH_PURGE_INTERVAL_SECONDS as given. */
function retentionEvery(intervalSeconds: number) {
  const purgeExpired = jest.fn().mockResolvedValue([]);
  const trash = { purgeExpired, retentionInDays: 30 } as unknown as TrashService;
  const config = { getOrThrow: () => ({ trashPurgeIntervalSeconds: intervalSeconds }) } as unknown as ConfigService;
  return { retention: new TrashRetention(trash, { record: jest.fn() } as unknown as AuditLogger, config), purgeExpired };
}

describe('TrashRetention timing', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('by default purges a minute after start, then every hour', async () => {
    const { retention, purgeExpired } = retentionEvery(3600);
    retention.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(59_000);
    expect(purgeExpired).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(purgeExpired).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3_599_000);
    expect(purgeExpired).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    retention.onApplicationShutdown();
  });

  it('with a short interval purges that often from the start, and stops at shutdown', async () => {
    const { retention, purgeExpired } = retentionEvery(2);
    retention.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(purgeExpired).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(purgeExpired).toHaveBeenCalledTimes(3);
    retention.onApplicationShutdown();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(purgeExpired).toHaveBeenCalledTimes(3);
  });
});
