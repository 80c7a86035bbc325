import { useCallback, useEffect, useState } from 'react';
import type { MediaItem } from '../../types/media-item';
import { useFirstAnswer } from '../../lib/first-answer';
import type { MediaPage } from '../../types/media-item';
import { listMedia } from './api/list-media';

export type MediaPageState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; items: MediaItem[]; total: number };

/** The media library, newest first, with a way to load the next page and to load it all again. */
export function useMediaPages(first?: Promise<MediaPage>) {
  const takeFirst = useFirstAnswer(first);
  const [state, setState] = useState<MediaPageState>({ status: 'loading' });
  const [pages, setPages] = useState(1);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const firstPage = takeFirst();
    Promise.all(Array.from({ length: pages }, (_, page) => (page === 0 && firstPage) || listMedia(page, controller.signal))).then(
      (loaded) => setState({ status: 'loaded', items: loaded.flatMap((page) => page.items), total: loaded.at(-1)?.total ?? 0 }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [pages, generation, takeFirst]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  const loadMore = useCallback(() => setPages((current) => current + 1), []);
  const hasMore = state.status === 'loaded' && state.items.length < state.total;
  return { state, reload, loadMore, hasMore };
}
