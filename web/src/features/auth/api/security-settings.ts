import type { MfaPolicy, SecuritySettingsView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export type { MfaPolicy as MfaRequiredFor };

export function getSecuritySettings(): Promise<SecuritySettingsView> {
  return staffRequest<SecuritySettingsView>('/api/auth/settings/security');
}

export function saveSecuritySettings(settings: SecuritySettingsView): Promise<SecuritySettingsView> {
  return staffRequest<SecuritySettingsView>('/api/auth/settings/security', { method: 'PUT', body: settings });
}
