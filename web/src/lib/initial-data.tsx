import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Data a page was rendered with on the server (a post fetched by the content service), kept in the
 * document so the browser's first render matches the HTML instead of starting from Loading....
 */
export type InitialData = Record<string, unknown>;

const InitialDataContext = createContext<Map<string, unknown> | null>(null);

export function InitialDataProvider({ data, children }: { data: InitialData | undefined; children: ReactNode }) {
  const [entries] = useState(() => new Map(Object.entries(data ?? {})));
  return <InitialDataContext.Provider value={entries}>{children}</InitialDataContext.Provider>;
}

/**
 * The server's value for `key` on the first page only (`{ data }`, or undefined when there is none).
 * It is used once: a later visit to the same page in the app loads afresh, as in-app navigation does.
 */
export function useInitialData<T>(key: string): { data: T } | undefined {
  const entries = useContext(InitialDataContext);
  const [initial] = useState(() => (entries?.has(key) ? { data: entries.get(key) as T } : undefined));
  useEffect(() => {
    entries?.delete(key);
  }, [entries, key]);
  return initial;
}
