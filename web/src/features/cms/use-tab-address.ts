import { useEffect } from 'react';

const TAB_PARAMETER = 'tab';

/** The tab named in the address's query (?tab=enquiries), if it is one of `known`; else `fallback`. */
export function tabFromAddress(search: string, known: string[], fallback: string): string {
  const named = new URLSearchParams(search).get(TAB_PARAMETER);
  return named && known.includes(named) ? named : fallback;
}

/**
 * Issue 27: the open tab is kept in the address, so a reload or a bookmark opens that screen and loads only
 * its code (the inbox without the editor). The entry is replaced, keeping its history state (the leave guard's
 * marker), so tabs add no Back steps.
 */
export function useTabAddress(tab: string, fallback: string): void {
  useEffect(() => {
    const address = new URL(window.location.href);
    if (tab === fallback) address.searchParams.delete(TAB_PARAMETER);
    else address.searchParams.set(TAB_PARAMETER, tab);
    if (address.href !== window.location.href) window.history.replaceState(window.history.state, '', address);
  }, [tab, fallback]);
}
