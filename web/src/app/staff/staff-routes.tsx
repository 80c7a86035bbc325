import { Suspense, useEffect } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router-dom';
import NotFoundPage from '../../components/layout/not-found-page';
import { paths, STAFF_AREA, STAFF_SCREENS, type StaffScreen } from '../../config/paths';
import { readFirstContentPageAhead } from '../../features/cms/api/list-content-page';
import { preloadable, type Preloadable } from '../../lib/preloadable';
import { mayOpen } from './staff-access';
import { useStaffContext } from './staff-context';
import { StaffLayout } from './staff-layout';

const loading = <p className="container section">Loading...</p>;

const loadContentEditor = () => import('../../features/cms/components/content-editor');
const ContentEditor = preloadable(async () => (await loadContentEditor()).default);

/** Each screen is a chunk of its own: the inbox never loads the editor, the editor never the users screen. */
const SCREENS: Record<StaffScreen, Preloadable<object>> = {
  enquiries: preloadable(async () => (await import('./screens/enquiries-screen')).Component),
  media: preloadable(async () => (await import('./screens/media-screen')).Component),
  trash: preloadable(async () => (await import('./screens/trash-screen')).Component),
  users: preloadable(async () => (await import('./screens/users-screen')).Component),
  activity: preloadable(async () => (await import('./screens/activity-screen')).Component),
  publishing: preloadable(async () => (await import('./screens/publishing-screen')).Component),
  profile: preloadable(async () => (await import('./screens/profile-screen')).Component),
};

/** The editor's own second tab, kept in its address (?tab=manage). */
const MANAGE_TAB = 'manage';

/**
 * The spec's editor. The screens that were its tabs (?tab=enquiries, bookmarked or linked from an e-mail) have
 * addresses of their own now: those go there. Opened on Manage Content, the list's first page is read while
 * the editor's code arrives.
 */
function EditorRoute() {
  const { staff } = useStaffContext();
  const [search] = useSearchParams();
  const tab = search.get('tab');
  const moved = STAFF_SCREENS.find((screen) => screen === tab);
  useEffect(() => {
    if (tab === MANAGE_TAB) readFirstContentPageAhead();
    // Once, as the editor's code starts to load; the editor keeps its tab in the address itself afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (moved) return <Navigate to={paths.staffScreen(moved)} replace />;
  return (
    <Suspense fallback={loading}>
      <ContentEditor staff={staff} />
    </Suspense>
  );
}

/** A screen the signed-in role is not offered opens the editor instead, as an unknown tab did. */
function ScreenRoute({ screen }: { screen: StaffScreen }) {
  const { staff } = useStaffContext();
  if (!mayOpen(screen, staff.role)) return <Navigate to={paths.admin()} replace />;
  const Screen = SCREENS[screen];
  // One boundary per screen: a screen left while the next one's code is loading is gone at once.
  return (
    <Suspense key={screen} fallback={loading}>
      <Screen />
    </Suspense>
  );
}

/** A route's path inside the staff area ('/admin/media' is 'media' under the area's own route). */
const inStaffArea = (path: string) => path.slice(STAFF_AREA.length + 1);

/**
 * The staff area: one protected layout (the sign-in guard and the navigation between the screens) with the
 * spec's editor and each screen the product added as a child route, each at an address of its own.
 */
export const staffRoutes: RouteObject[] = [
  {
    element: <StaffLayout />,
    children: [
      { path: inStaffArea(paths.admin()), element: <EditorRoute /> },
      ...STAFF_SCREENS.map((screen) => ({ path: inStaffArea(paths.staffScreen(screen)), element: <ScreenRoute screen={screen} /> })),
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Fetches the code of the staff screen at `pathname` ahead of need (the login page does, as someone signs
 * in). The editor brings its first screens along (the form with its rich-text editor, and Manage Content),
 * so after Login only the data is still to come.
 */
export async function warmStaffScreen(pathname: string): Promise<void> {
  const screen = STAFF_SCREENS.find((candidate) => paths.staffScreen(candidate) === pathname);
  if (screen) {
    await SCREENS[screen].preload();
    return;
  }
  await Promise.all([ContentEditor.preload(), loadContentEditor().then((editor) => editor.preloadEditorChunks())]);
}
