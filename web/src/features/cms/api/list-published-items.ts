import type { OffsetPage } from '@site/contracts';
import type { ContentSummary } from '../../../types/content-item';
import { staffRequest } from '../../../lib/staff-request';

/** The newest published items, as places an address can be sent to. */
export async function listPublishedItems(): Promise<ContentSummary[]> {
  const page = await staffRequest<OffsetPage<ContentSummary>>('/api/cms/content?fields=summary&status=published&limit=100&offset=0');
  return page.items;
}
