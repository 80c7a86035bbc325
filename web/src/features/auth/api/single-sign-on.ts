import type { SingleSignOnView } from '@site/contracts';
import { requestJson } from '../../../lib/api-client';

/** GET /api/auth/oidc: the single sign-on button's label (null when the site has none). */
export function getSingleSignOn(signal?: AbortSignal): Promise<SingleSignOnView> {
  return requestJson<SingleSignOnView>('/api/auth/oidc', { signal });
}
