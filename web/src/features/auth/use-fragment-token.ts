import { useLocation } from 'react-router-dom';
import { useIsClient } from '../../lib/use-is-client';

/**
 * The token a link carries in its fragment (#token), which never reaches a server log or a Referer.
 * Empty while the prerendered page hydrates (the server never sees a fragment), so both render alike.
 */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  const isClient = useIsClient();
  return isClient ? decodeURIComponent(hash.replace(/^#/, '')) : '';
}
