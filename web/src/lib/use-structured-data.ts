import { useEffect } from 'react';

/**
 * Adds a JSON-LD block to <head> while the calling page is shown and removes it when the page goes.
 * Pass null while the data is not known yet.
 */
export function useStructuredData(id: string, data: object | null): void {
  const json = data ? JSON.stringify(data) : null;
  useEffect(() => {
    if (!json) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
}
