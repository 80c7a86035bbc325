import type { ContentItem } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

export function listContent(): Promise<ContentItem[]> {
  return staffRequest<ContentItem[]>('/api/cms/content');
}
