import type { ContentItem } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

/** One item with its body: the list holds summaries, so Edit loads the item it opens. */
export function getContent(id: string): Promise<ContentItem> {
  return staffRequest<ContentItem>(`/api/cms/content/${encodeURIComponent(id)}`);
}
