import type { SingleSignOnView } from '@site/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';

/** GET /api/auth/oidc: the single sign-on button's label, or null when the site has none (404). */
export async function getSingleSignOn(signal?: AbortSignal): Promise<SingleSignOnView | null> {
  try {
    return await requestJson<SingleSignOnView>('/api/auth/oidc', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
