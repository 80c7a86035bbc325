import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { readToken } from '../../lib/auth-token';
import { loginHref } from '../../lib/login-redirect';
import { hasRoleAtLeast, staffClaims } from '../../lib/token-claims';
import { useSessionRenewal } from '../../lib/use-session-renewal';
import type { StaffTab } from '../../features/cms/components/content-editor';
import { ContentEditorScreen as ContentEditor } from '../../features/cms/components/screen-chunks';

// Each screen beside the editor is a chunk of its own, fetched when its tab is opened.
const ProfilePanel = lazy(() => import('../../features/auth/components/profile-panel'));
const UsersPanel = lazy(() => import('../../features/auth/components/users-panel'));
const ActivityPanel = lazy(() => import('../../features/activity/components/activity-panel'));
const TrashPanel = lazy(() => import('../../features/cms/components/trash-panel'));
const MediaLibraryPanel = lazy(() => import('../../features/cms/components/media-library-panel'));

const loading = <p className="container section">Loading...</p>;
const inSuspense = (panel: ReactNode) => <Suspense fallback={<p>Loading...</p>}>{panel}</Suspense>;

/**
 * Spec 6: the client checks only that a token exists; without one, the admin route goes to /login. The
 * token's role decides which screens are offered; every service checks it again.
 */
export default function AdminRoute() {
  useSessionRenewal();
  const token = readToken();
  if (!token) return <Navigate to={loginHref(paths.admin())} replace />;
  const staff = staffClaims(token);
  // Every role may upload (issue 25); what each may delete is decided per image.
  const tabs: StaffTab[] = [{ id: 'media', label: 'Media', panel: inSuspense(<MediaLibraryPanel staff={staff} />) }];
  // Those who may delete may restore: authors their own items, editors and administrators any (the server decides).
  if (hasRoleAtLeast(staff.role, 'author')) tabs.push({ id: 'trash', label: 'Trash', panel: inSuspense(<TrashPanel />) });
  tabs.push({ id: 'profile', label: 'Profile', panel: inSuspense(<ProfilePanel />) });
  if (staff.role === 'administrator') {
    tabs.push({ id: 'users', label: 'Users', panel: inSuspense(<UsersPanel />) }, { id: 'activity', label: 'Activity', panel: inSuspense(<ActivityPanel />) });
  }
  return (
    <Suspense fallback={loading}>
      <ContentEditor staff={staff} extraTabs={tabs} />
    </Suspense>
  );
}
