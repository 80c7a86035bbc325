import { useCallback, useRef } from 'react';

/**
 * A screen's first read, started by its route's loader while the screen's code was still on its way. The
 * screen's own first load takes it instead of asking again; every later load (a filter, a reload) asks anew.
 */
export function useFirstAnswer<T>(first: Promise<T> | undefined): () => Promise<T> | undefined {
  const untaken = useRef(first);
  return useCallback(() => {
    const answer = untaken.current;
    untaken.current = undefined;
    return answer;
  }, []);
}

/**
 * Starts `read` for a loader. A read nobody takes (the screen was left at once) must not be reported as
 * an unhandled failure; whoever takes it still sees its error.
 */
export function startRead<T>(read: () => Promise<T>): Promise<T> {
  const answer = read();
  answer.catch(() => undefined);
  return answer;
}
