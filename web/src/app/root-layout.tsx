import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../components/layout/page-error-boundary';
import { Footer } from '../components/layout/footer/footer';
import { Header } from '../components/layout/header/header';
import { ScrollToTop } from '../components/layout/scroll-to-top';

/**
 * Marks the document `data-hydrated` (for the page loader, which then repeats held presses and submits, and
 * for tests). It sits inside the page's Suspense boundary: React hydrates a boundary after the layout around
 * it, so an effect of the layout would run while the page's own handlers are not attached yet, and a held
 * submit repeated then would be sent by the browser as a plain GET (a login's password in the URL).
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname} alongside={<HydratedMarker />}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
            <HydratedMarker />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
