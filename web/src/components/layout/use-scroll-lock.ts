import { useEffect } from 'react';

const LOCK_CLASS = 'scroll-locked';
let activeLocks = 0;

/** Stops the page behind an open dialog from scrolling; counted, so overlapping dialogs unlock correctly. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    activeLocks += 1;
    document.body.classList.add(LOCK_CLASS);
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0) document.body.classList.remove(LOCK_CLASS);
    };
  }, [active]);
}
