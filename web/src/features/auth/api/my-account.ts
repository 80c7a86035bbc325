import { staffRequest } from '../../../lib/staff-request';
import type { StaffRole } from '../../../lib/token-claims';

export interface MyAccount {
  id: string;
  username: string;
  email: string | null;
  displayName: string;
  role: StaffRole;
  status: 'active' | 'suspended';
  mfaEnabled: boolean;
  mfaRequired: boolean;
  recoveryCodesRemaining: number;
  lastLoginAt: string | null;
}

export function getMyAccount(): Promise<MyAccount> {
  return staffRequest<MyAccount>('/api/auth/me');
}

export function updateMyAccount(changes: { displayName?: string; email?: string }): Promise<MyAccount> {
  return staffRequest<MyAccount>('/api/auth/me', { method: 'PATCH', body: changes });
}
