import type { Transaction } from '../database/transaction';

/** Postgres channel on which every instance announces a change to the content table. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

export interface ContentChange {
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'purged' | 'seeded';
  id?: string;
}

/** Queues the notification inside the caller's transaction: other instances hear it when it commits. */
export async function notifyContentChanged(tx: Transaction, change: ContentChange): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CONTENT_CHANGED_CHANNEL, JSON.stringify(change)]);
}
