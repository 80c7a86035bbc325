import { useEffect } from 'react';

/** Marks the extra history entry that stands between the editor and the page before it. */
const GUARD_STATE = 'cms-leave-guard';

/**
 * While `active`, closing or reloading the tab brings up the browser's own leave-page question, and Back
 * asks `question` first. The app's router has no blocking API (it is not a data router), so Back is caught
 * the way browsers allow: an extra history entry for the same address, put back when the person stays.
 */
export function useLeaveGuard(active: boolean, question: string): void {
  useEffect(() => {
    if (!active) return;
    let leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Already answered for Back: the page before may be another document, which would ask again.
      if (leaving) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    const guardEntry = () => ({ ...(window.history.state as object | null), [GUARD_STATE]: true });
    const onPopState = () => {
      if (leaving) return;
      if (window.confirm(question)) {
        leaving = true;
        window.history.back();
      } else {
        window.history.pushState(guardEntry(), '');
      }
    };
    if (!isGuardEntry()) window.history.pushState(guardEntry(), '');
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      // Saved or reset: the extra entry goes, so Back leaves at once again.
      if (!leaving && isGuardEntry()) window.history.back();
    };
  }, [active, question]);
}

function isGuardEntry(): boolean {
  return Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_STATE]);
}
