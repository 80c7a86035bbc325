import type { StaffReferenceView } from '@site/contracts';
import { useAsync } from '../../lib/use-async';
import { listAssignees } from './api/list-assignees';

/** The staff members enquiries can be assigned to; none while loading or if they could not be read. */
export function useAssignees(): StaffReferenceView[] {
  const state = useAsync('assignees', () => listAssignees());
  return state.status === 'ready' ? state.data : [];
}
