import type { ContentActor, ContentType } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

export interface TrashedItem {
  id: string;
  title: string;
  type: ContentType;
  deletedAt: string;
  deletedBy: ContentActor;
}

/** Deleted items, newest first; the server purges them after 30 days. */
export function listTrash(): Promise<TrashedItem[]> {
  return staffRequest<TrashedItem[]>('/api/cms/trash');
}
