import { useSyncExternalStore } from 'react';
import { SCROLLED_THRESHOLD_PX } from './header-constants';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > SCROLLED_THRESHOLD_PX;
/** The prerendered page is never scrolled, so hydration starts from the same markup. */
const isScrolledOnServer = () => false;

export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, isScrolledOnServer);
}
