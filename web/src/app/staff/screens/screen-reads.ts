import type { StaffScreen } from '../../../config/paths';
import { listActivity } from '../../../features/activity/api/list-activity';
import { listInvitations } from '../../../features/auth/api/invitations';
import { getMyAccount } from '../../../features/auth/api/my-account';
import { listUsers } from '../../../features/auth/api/users';
import { listEnquiries } from '../../../features/cms/api/list-enquiries';
import { getReadinessSettings } from '../../../features/cms/api/readiness-settings';
import { listMedia } from '../../../features/cms/api/list-media';
import { listTrash } from '../../../features/cms/api/list-trash';
import { getLeadReport } from '../../../features/leads/api/get-lead-report';
import { DEFAULT_REPORT_PERIOD } from '../../../features/leads/report-period';

/**
 * Each screen's first read, which its route's loader starts beside the screen's code (so neither waits for
 * the other). Kept apart from the screens so the loaders carry only these calls, not the screens.
 */
export const SCREEN_READS = {
  enquiries: () => listEnquiries({}, 1),
  leads: () => getLeadReport(DEFAULT_REPORT_PERIOD),
  media: () => listMedia(0),
  trash: () => listTrash(),
  users: () => Promise.all([listUsers(), listInvitations()]),
  activity: () => listActivity(),
  publishing: () => getReadinessSettings(),
  profile: () => getMyAccount(),
} satisfies Record<StaffScreen, () => Promise<unknown>>;

export type ScreenRead<S extends StaffScreen> = Awaited<ReturnType<(typeof SCREEN_READS)[S]>>;

/** What a screen's loader gives the screen: its first read, still on its way. */
export interface ScreenLoaderData<S extends StaffScreen> {
  first: Promise<ScreenRead<S>>;
}
