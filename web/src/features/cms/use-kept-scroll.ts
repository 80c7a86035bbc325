import { useEffect } from 'react';

/**
 * The leave guard steps back over its extra history entry once the work is saved or replaced, and the
 * browser would then restore that entry's scroll position: the page jumped away from where focus had just
 * been put (the Title after Edit, the status line after Save). In the staff area the app places the page
 * itself (issue 27).
 */
export function useKeptScroll(): void {
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
}
