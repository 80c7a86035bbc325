import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const TAB_PARAMETER = 'tab';

/** The tab named in the address's query (?tab=manage), if it is one of `known`; else `fallback`. */
export function tabFromAddress(search: string, known: string[], fallback: string): string {
  const named = new URLSearchParams(search).get(TAB_PARAMETER);
  return named && known.includes(named) ? named : fallback;
}

/**
 * Issue 27: the open tab is kept in the address, so a reload or a bookmark opens that screen and loads only
 * its code. The entry is replaced, so tabs add no Back steps, and the page keeps its scroll position.
 */
export function useTabAddress(tab: string, fallback: string): void {
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    const wanted = tab === fallback ? null : tab;
    if (search.get(TAB_PARAMETER) === wanted) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set(TAB_PARAMETER, wanted);
        else next.delete(TAB_PARAMETER);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [tab, fallback, search, setSearch]);
}
