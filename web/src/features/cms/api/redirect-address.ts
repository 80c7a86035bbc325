import { staffRequest } from '../../../lib/staff-request';

/** Sends the item's address to a published item (301), so links to it keep working. */
export function redirectAddress(itemId: string, toId: string): Promise<{ slug: string; to: { type: string; slug: string } }> {
  return staffRequest(`/api/cms/content/${encodeURIComponent(itemId)}/redirect`, { method: 'POST', body: { toId } });
}
