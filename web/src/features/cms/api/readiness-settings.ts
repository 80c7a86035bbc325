import type { ReadinessLevels, ReadinessSettingsView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

export function getReadinessSettings(): Promise<ReadinessSettingsView> {
  return staffRequest<ReadinessSettingsView>('/api/cms/settings/readiness');
}

/** Administrators only. */
export function saveReadinessSettings(levels: ReadinessLevels): Promise<ReadinessSettingsView> {
  return staffRequest<ReadinessSettingsView>('/api/cms/settings/readiness', { method: 'PUT', body: { levels } });
}
