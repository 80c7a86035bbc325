import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../components/layout/footer/footer';
import { Header } from '../components/layout/header/header';
import { ScrollToTop } from '../components/layout/scroll-to-top';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
