import { cmsRequest } from './cms-client';

export function deleteContent(id: string): Promise<void> {
  return cmsRequest<void>(`/api/cms/content/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
