import type { Transaction } from '../database/transaction';

/** Postgres channel on which every instance announces a change to the content table. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

export interface ContentChange {
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'purged' | 'seeded';
  id?: string;
}

/**
 * Queues the notification inside the caller's transaction: other instances hear it when it commits. The
 * caller empties this instance's cache itself, at once, so this instance's own notification (which may
 * arrive late on a busy machine) is not needed to see the change, and must not drop what was read since.
 */
export async function notifyContentChanged(tx: Transaction, change: ContentChange, from: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CONTENT_CHANGED_CHANNEL, JSON.stringify({ ...change, from })]);
}

/** False for a notification the instance `self` sent itself; anything unreadable counts as another's. */
export function isFromAnotherInstance(payload: string | undefined, self: string): boolean {
  try {
    return (JSON.parse(payload ?? '') as { from?: unknown } | null)?.from !== self;
  } catch {
    return true;
  }
}
