import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../components/layout/page-error-boundary';
import { Footer } from '../components/layout/footer/footer';
import { Header } from '../components/layout/header/header';
import { ScrollToTop } from '../components/layout/scroll-to-top';

export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // A marker for tests and monitoring: the prerendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
