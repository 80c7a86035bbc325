import { useEffect, useRef, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` after mount and whenever `key` changes; a newer run cancels the older one. With
 * `initial` (what the server rendered the page with), the first key starts ready and is not loaded again.
 */
export function useAsync<T>(key: string, load: (signal: AbortSignal) => Promise<T>, initial?: { data: T }): AsyncState<T> {
  const [state, setState] = useState<{ key: string; value: AsyncState<T> }>(() => ({
    key,
    value: initial ? { status: 'ready', data: initial.data } : { status: 'loading' },
  }));
  const initialKey = useRef(initial ? key : null);
  useEffect(() => {
    if (initialKey.current === key) {
      initialKey.current = null;
      return;
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => !controller.signal.aborted && setState({ key, value: { status: 'failed', error } }),
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` says when the request really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
