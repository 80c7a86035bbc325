import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { type RuntimeConfig, readBrowserRuntimeConfig } from './runtime-config';
import { waitForRuntimeConfig } from './runtime-config-loaded';

const SiteConfigContext = createContext<RuntimeConfig | null>(null);

interface SiteConfigProviderProps {
  /** The values the page was rendered with: the prerender's, so hydration matches the HTML. */
  initial: RuntimeConfig;
  children: ReactNode;
}

/**
 * Hydrates with the prerender's values, then uses the run-time values from /config.js once that deferred
 * script has run, if they differ. The switch is a transition: a re-render of every page part that shows
 * a setting, in short slices rather than one long task. If /config.js failed to load, the page keeps the
 * values it was rendered with rather than changing its text to the built-in defaults.
 */
export function SiteConfigProvider({ initial, children }: SiteConfigProviderProps) {
  const [config, setConfig] = useState(initial);
  useEffect(() => {
    let current = true;
    void waitForRuntimeConfig().then(() => {
      if (!current || !window.__APP_CONFIG__) return;
      const runtime = readBrowserRuntimeConfig();
      if (JSON.stringify(runtime) === JSON.stringify(initial)) return;
      startTransition(() => setConfig(runtime));
    });
    return () => {
      current = false;
    };
  }, [initial]);
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): RuntimeConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside SiteConfigProvider');
  return config;
}

/** "1300 123 456" -> "tel:1300123456"; keeps a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
