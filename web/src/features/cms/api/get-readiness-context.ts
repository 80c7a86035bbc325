import type { ReadinessContextView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** The administrator's rule levels and the published items' paths, for the checks the editor runs itself. */
export function getReadinessContext(): Promise<ReadinessContextView> {
  return staffRequest<ReadinessContextView>('/api/cms/readiness/context');
}
