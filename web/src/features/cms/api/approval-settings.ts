import type { PublishingSettingsView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export function getApprovalSettings(): Promise<PublishingSettingsView> {
  return staffRequest<PublishingSettingsView>('/api/cms/settings/publishing');
}

/** Administrators only. */
export function saveApprovalSettings(approvalRequired: PublishingSettingsView['approvalRequired']): Promise<PublishingSettingsView> {
  return staffRequest<PublishingSettingsView>('/api/cms/settings/publishing', { method: 'PUT', body: { approvalRequired } });
}
