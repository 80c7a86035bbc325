import { Logger } from '@nestjs/common';
import { AuditTrail, type StoredAuditEvent } from './audit-trail';

const origin = { clientAddress: '203.0.113.7', requestId: 'req-1' };
const USER_ID = '0d9c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

describe('AuditTrail', () => {
  it('writes one JSON line naming the user id, and stores the same event', async () => {
    const lines: string[] = [];
    const stored: StoredAuditEvent[] = [];
    const trail = new AuditTrail({ write: (line) => lines.push(line), store: { save: async (event) => void stored.push(event) } });

    await trail.record({ event: 'content.updated', userId: USER_ID, username: 'anna', itemId: 'i-1', title: 'Hello', ...origin });

    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), audit: true, event: 'content.updated', userId: USER_ID, username: 'anna',
        itemId: 'i-1', title: 'Hello', clientAddress: '203.0.113.7', requestId: 'req-1',
      },
    ]);
    expect(stored).toEqual([
      {
        time: expect.any(Date), event: 'content.updated', userId: USER_ID, username: 'anna', itemId: 'i-1', title: 'Hello', reason: null,
        clientAddress: '203.0.113.7', requestId: 'req-1',
      },
    ]);
    expect(stored[0].time.toISOString()).toBe((JSON.parse(lines[0]) as { time: string }).time);
  });

  it('leaves the user id out of the line when the caller knows none, and stores null', async () => {
    const lines: string[] = [];
    const stored: StoredAuditEvent[] = [];
    const trail = new AuditTrail({ write: (line) => lines.push(line), store: { save: async (event) => void stored.push(event) } });

    await trail.record({ event: 'login.failed', username: 'nobody', reason: 'wrong password', ...origin });

    expect(JSON.parse(lines[0])).not.toHaveProperty('userId');
    expect(stored[0]).toMatchObject({ userId: null, itemId: null, title: null, reason: 'wrong password' });
  });

  it('still writes the line, and logs instead of throwing, when the store fails', async () => {
    const lines: string[] = [];
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const trail = new AuditTrail({ write: (line) => lines.push(line), store: { save: () => Promise.reject(new Error('database down')) } });
      await expect(trail.record({ event: 'enquiry.deleted', userId: USER_ID, username: 'anna', itemId: 'e-1', ...origin })).resolves.toBeUndefined();
      expect(lines).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith('Audit event enquiry.deleted could not be stored: database down');
    } finally {
      logged.mockRestore();
    }
  });

  it('tells each observer of every event, with its reason, before the line is written', async () => {
    const order: string[] = [];
    const seen: Array<{ event: string; reason?: string }> = [];
    const trail = new AuditTrail({
      write: () => order.push('line'),
      observers: [{ observe: ({ event, reason }) => { order.push('observer'); seen.push({ event, reason }); } }],
    });

    await trail.record({ event: 'login.failed', userId: null, username: 'anna', reason: 'suspended', ...origin });
    await trail.record({ event: 'login.throttled', userId: null, username: 'anna', ...origin });

    expect(seen).toEqual([{ event: 'login.failed', reason: 'suspended' }, { event: 'login.throttled', reason: undefined }]);
    expect(order).toEqual(['observer', 'line', 'observer', 'line']);
  });
});
