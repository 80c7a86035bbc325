import type { InboundLinksView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** The published items whose body links to this item ("linked from N" before it is trashed or unpublished). */
export function getInboundLinks(itemId: string): Promise<InboundLinksView> {
  return staffRequest<InboundLinksView>(`/api/cms/content/${encodeURIComponent(itemId)}/inbound-links`);
}
