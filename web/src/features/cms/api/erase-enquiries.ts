import type { EraseEnquiriesBody, EraseEnquiriesView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** Erases every enquiry of one e-mail address (administrators). */
export function eraseEnquiries(body: EraseEnquiriesBody): Promise<EraseEnquiriesView> {
  return staffRequest<EraseEnquiriesView>('/api/cms/enquiries/erase', { method: 'POST', body });
}
