import type { TrashedItemView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export type { TrashedItemView as TrashedItem };

/** Deleted items, newest first; the server purges them after 30 days. */
export function listTrash(): Promise<TrashedItemView[]> {
  return staffRequest<TrashedItemView[]>('/api/cms/trash');
}
