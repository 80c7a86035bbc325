import { useEffect } from 'react';
import { renewSessionIfDue } from './staff-session';

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;
/** At most one renewal check per this many milliseconds, however busy the keyboard. */
const CHECK_INTERVAL_MS = 30_000;

/**
 * Keeps a working staff member's session alive: their own keys and clicks renew it (ASVS 3.3.2: inactivity
 * still ends it). Mounted by the staff area.
 */
export function useSessionRenewal(): void {
  useEffect(() => {
    let lastCheck = Number.NEGATIVE_INFINITY;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastCheck < CHECK_INTERVAL_MS) return;
      lastCheck = now;
      void renewSessionIfDue();
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, { capture: true, passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);
}
