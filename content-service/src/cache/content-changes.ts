import type { EntityManager } from 'typeorm';

/** Postgres channel on which every instance announces a change to the content table. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

export interface ContentChange {
  action: 'created' | 'updated' | 'deleted' | 'restored' | 'purged' | 'seeded';
  id?: string;
}

/** Queues the notification inside the caller's transaction: other instances hear it when it commits. */
export async function notifyContentChanged(manager: EntityManager, change: ContentChange): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANGED_CHANNEL, JSON.stringify(change)]);
}
