import { staffRequest } from '../../../lib/staff-request';

export type MfaRequiredFor = 'nobody' | 'administrators' | 'everyone';

export interface SecuritySettings {
  mfaRequiredFor: MfaRequiredFor;
}

export function getSecuritySettings(): Promise<SecuritySettings> {
  return staffRequest<SecuritySettings>('/api/auth/settings/security');
}

export function saveSecuritySettings(settings: SecuritySettings): Promise<SecuritySettings> {
  return staffRequest<SecuritySettings>('/api/auth/settings/security', { method: 'PUT', body: settings });
}
