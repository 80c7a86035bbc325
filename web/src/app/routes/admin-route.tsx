import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { readToken } from '../../lib/auth-token';
import { loginHref } from '../../lib/login-redirect';
import { useSessionRenewal } from '../../lib/use-session-renewal';

const ContentEditor = lazy(() => import('../../features/cms/components/content-editor'));

/** Spec 6: the client checks only that a token exists; without one, the admin route goes to /login. */
export default function AdminRoute() {
  useSessionRenewal();
  if (!readToken()) return <Navigate to={loginHref(paths.admin())} replace />;
  return (
    <Suspense fallback={<p className="container section">Loading...</p>}>
      <ContentEditor />
    </Suspense>
  );
}
