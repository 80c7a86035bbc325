import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { Document, type DocumentData } from './document';
import type { RuntimeConfig } from '../config/runtime-config';
import { SiteConfigProvider } from '../config/site-config-context';

export { preloadRoute } from './routes';

function App({ config }: { config: RuntimeConfig }) {
  return (
    <SiteConfigProvider initial={config}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteConfigProvider>
  );
}

/** The app alone, for the SPA shell's #root. */
export function appElement(config: RuntimeConfig) {
  return (
    <StrictMode>
      <App config={config} />
    </StrictMode>
  );
}

/** The whole document as the server rendered it, for hydration. */
export function documentElement(data: DocumentData) {
  return (
    <StrictMode>
      <Document data={data}>
        <App config={data.config} />
      </Document>
    </StrictMode>
  );
}
