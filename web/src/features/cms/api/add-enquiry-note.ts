import type { EnquiryNoteView, NewNoteBody } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export function addEnquiryNote(id: string, note: NewNoteBody): Promise<EnquiryNoteView> {
  return staffRequest<EnquiryNoteView>(`/api/cms/enquiries/${encodeURIComponent(id)}/notes`, { method: 'POST', body: note });
}
