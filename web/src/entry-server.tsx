import './styles/index.css';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import type { RuntimeConfig } from './config/runtime-config';
import { SiteConfigProvider } from './config/site-config-context';

export { staticPublicPaths, aliasPaths } from './config/paths';

/** Renders one route to HTML, waiting for every lazy page and content module. */
export async function renderRoute(url: string, config: RuntimeConfig): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <SiteConfigProvider initial={config}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </SiteConfigProvider>
    </StrictMode>,
    // Inline every boundary: no hidden segments moved into place by inline scripts (the CSP forbids those).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}
