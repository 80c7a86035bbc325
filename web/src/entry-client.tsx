import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { parseRuntimeConfig, readBrowserRuntimeConfig } from './config/runtime-config';
import { SiteConfigProvider } from './config/site-config-context';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const prerenderConfig = document.getElementById('prerender-config')?.textContent;
const initialConfig = prerenderConfig ? parseRuntimeConfig(JSON.parse(prerenderConfig)) : readBrowserRuntimeConfig();

const app = (
  <StrictMode>
    <SiteConfigProvider initial={initialConfig}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteConfigProvider>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
