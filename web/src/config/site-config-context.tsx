import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { type RuntimeConfig, readBrowserRuntimeConfig } from './runtime-config';

const SiteConfigContext = createContext<RuntimeConfig | null>(null);

interface SiteConfigProviderProps {
  /** The values the page was rendered with: the prerender's on first paint, so hydration matches. */
  initial: RuntimeConfig;
  children: ReactNode;
}

/** After hydration, switches to the run-time values from /config.js when they differ from the prerender's. */
export function SiteConfigProvider({ initial, children }: SiteConfigProviderProps) {
  const [config, setConfig] = useState(initial);
  useEffect(() => {
    const runtime = readBrowserRuntimeConfig();
    if (JSON.stringify(runtime) !== JSON.stringify(initial)) setConfig(runtime);
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
