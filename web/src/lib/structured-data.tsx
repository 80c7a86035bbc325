import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** JSON-LD blocks in <head>, by element id, as JSON text. */
export type StructuredDataBlocks = Record<string, string>;

interface StructuredDataStore {
  blocks: StructuredDataBlocks;
  set: (id: string, json: string) => void;
  remove: (id: string) => void;
}

const StructuredDataContext = createContext<StructuredDataStore | null>(null);

/**
 * Holds the page's JSON-LD blocks so the document renders them in <head>: on the server from
 * `initial` (a post rendered by the content service), in the browser as pages come and go.
 */
export function StructuredDataProvider({ initial, children }: { initial: StructuredDataBlocks | undefined; children: ReactNode }) {
  const [blocks, setBlocks] = useState<StructuredDataBlocks>(initial ?? {});
  const set = useCallback((id: string, json: string) => setBlocks((current) => (current[id] === json ? current : { ...current, [id]: json })), []);
  const remove = useCallback(
    (id: string) =>
      setBlocks((current) => {
        if (!(id in current)) return current;
        const { [id]: _removed, ...rest } = current;
        return rest;
      }),
    [],
  );
  const store = useMemo(() => ({ blocks, set, remove }), [blocks, set, remove]);
  return <StructuredDataContext.Provider value={store}>{children}</StructuredDataContext.Provider>;
}

/** The <script type="application/ld+json"> elements, for the document's <head>. JSON-LD is data, not script, so the CSP allows it. */
export function StructuredDataScripts() {
  const store = useContext(StructuredDataContext);
  return Object.entries(store?.blocks ?? {}).map(([id, json]) => (
    <script key={id} id={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  ));
}

/** JSON that cannot close the <script> element it sits in. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Adds a JSON-LD block to <head> while the calling page is shown and removes it when the page goes.
 * Pass null while the data is not known yet.
 */
export function useStructuredData(id: string, data: object | null): void {
  const store = useContext(StructuredDataContext);
  if (!store) throw new Error('useStructuredData must be used inside StructuredDataProvider');
  const json = data ? jsonForScript(data) : null;
  const { set, remove } = store;
  useEffect(() => {
    if (!json) return;
    set(id, json);
    return () => remove(id);
  }, [id, json, set, remove]);
}
