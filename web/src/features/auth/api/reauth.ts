import { SINGLE_SIGN_ON_REAUTH_PATH, type ReauthStartView } from '@site/contracts';
import { staffRequest } from '../../../lib/staff-request';

/** POST /api/auth/oidc/reauth: where this session's user confirms who they are at the identity provider. */
export function startReauth(): Promise<ReauthStartView> {
  return staffRequest<ReauthStartView>(SINGLE_SIGN_ON_REAUTH_PATH, { method: 'POST' });
}
