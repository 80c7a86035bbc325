import { useCallback, useRef, useState } from 'react';
import { focusWhenPresent } from './focus-when-present';

/** The element that shows the latest status sentence; a new one replaces it, so a repeated sentence is read again. */
export const STATUS_MESSAGE_ID = 'cms-status-message';

/**
 * Issue 27: what an action came to (saved, cancelled, deleted, failed), shown in a polite live region beside
 * the spec's alert, and focused so the person continues from there.
 */
export function useStatusMessage() {
  const count = useRef(0);
  const [status, setStatus] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => {
    count.current += 1;
    setStatus({ text, count: count.current });
    focusWhenPresent(`#${STATUS_MESSAGE_ID}[data-count="${count.current}"]`);
  }, []);
  return { ...status, announce };
}
