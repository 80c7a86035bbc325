import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { type RuntimeConfig, readBrowserRuntimeConfig } from './runtime-config';
import { runtimeConfigLoaded, waitForRuntimeConfig } from './runtime-config-loaded';

const SiteConfigContext = createContext<RuntimeConfig | null>(null);

interface SiteConfigProviderProps {
  /** The values the page was rendered with: the prerender's, so hydration matches the HTML. */
  initial: RuntimeConfig;
  children: ReactNode;
}

let browserConfig: RuntimeConfig | undefined;

function subscribeToRuntimeConfig(onLoaded: () => void): () => void {
  let subscribed = true;
  void waitForRuntimeConfig().then(() => subscribed && onLoaded());
  return () => {
    subscribed = false;
  };
}

/**
 * Hydrates with the prerender's values, then (React re-renders when they differ) uses the run-time
 * values from /config.js once that deferred script has run. If /config.js failed to load, the page keeps
 * the values it was rendered with rather than changing its text to the built-in defaults.
 */
export function SiteConfigProvider({ initial, children }: SiteConfigProviderProps) {
  const config = useSyncExternalStore(
    subscribeToRuntimeConfig,
    () => (runtimeConfigLoaded() && window.__APP_CONFIG__ ? (browserConfig ??= sameOrNew(initial, readBrowserRuntimeConfig())) : initial),
    () => initial,
  );
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

function sameOrNew(initial: RuntimeConfig, runtime: RuntimeConfig): RuntimeConfig {
  return JSON.stringify(runtime) === JSON.stringify(initial) ? initial : runtime;
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
