import { useOutletContext } from 'react-router-dom';
import type { StaffClaims } from '../../lib/token-claims';
import type { EnquiryCounts } from '../../types/enquiry';

/** What the staff layout gives every screen inside it. */
export interface StaffContext {
  /** Who is signed in, as the token says: only what their role may do is offered. */
  staff: StaffClaims;
  /** The inbox reports its counts, so the navigation's "n new" stays true. */
  onEnquiryCounts: (counts: EnquiryCounts) => void;
}

export function useStaffContext(): StaffContext {
  return useOutletContext<StaffContext>();
}
