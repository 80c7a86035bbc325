import './styles/index.css';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { Document, type DocumentAssets } from './app/document';
import { preloadRoute } from './app/routes';
import type { RuntimeConfig } from './config/runtime-config';
import { SiteConfigProvider } from './config/site-config-context';

export { staticPublicPaths, aliasPaths } from './config/paths';

export interface RenderOptions {
  config: RuntimeConfig;
  assets: DocumentAssets;
}

/**
 * Renders the whole document for one URL, with its page chunks and content modules loaded first.
 * Used at build time (the prerender); fit for rendering one page at request time too.
 */
export async function renderPage(url: string, { config, assets }: RenderOptions): Promise<string> {
  await preloadRoute(new URL(url, config.SITE_URL).pathname);
  return renderDocument(
    <Document data={{ config, assets }}>
      <SiteConfigProvider initial={config}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SiteConfigProvider>
    </Document>,
    assets,
  );
}

/** The SPA shell for pages rendered only in the browser: the document's head and an empty #root. */
export function renderShell({ config, assets }: RenderOptions): Promise<string> {
  return renderDocument(<Document data={{ config, assets }} shellTitle={config.SITE_NAME} />, assets);
}

/** Waits for everything (no streamed segments, so the page needs no inline script) and returns the HTML. */
async function renderDocument(document: ReactElement, assets: DocumentAssets): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{document}</StrictMode>, {
    bootstrapModules: [assets.entry],
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}
