import type { ContentItem } from '../../../types/content-item';
import { cmsRequest } from './cms-client';

export type ContentDraft = Omit<ContentItem, 'id'>;

export function createContent(draft: ContentDraft): Promise<ContentItem> {
  return cmsRequest<ContentItem>('/api/cms/content', { method: 'POST', body: draft });
}

export function updateContent(id: string, draft: ContentDraft): Promise<ContentItem> {
  return cmsRequest<ContentItem>(`/api/cms/content/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...draft, id } });
}
