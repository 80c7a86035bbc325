import type { ContentItem } from '../../../types/content-item';
import { cmsRequest } from './cms-client';

export function listContent(): Promise<ContentItem[]> {
  return cmsRequest<ContentItem[]>('/api/cms/content');
}
