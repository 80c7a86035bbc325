import type { ComponentType } from 'react';
import { matchRoutes, useRouteError, type RouteObject } from 'react-router-dom';
import { paths, STAFF_AREA, STAFF_SCREENS, type StaffScreen } from '../../config/paths';
import { AreaHandOff } from '../app-area';
import { RootLayout } from '../root-layout';
import { editorLoader, screenLoaders } from './staff-loaders';
import { signedInOnly } from './staff-access';

/** A failed loader or route module is shown as any page that fails is: by the site layout's error boundary. */
function ShowInPage(): never {
  throw useRouteError();
}

const editorScreen = () => import('./screens/editor-screen');

const screenModules: Record<StaffScreen, () => Promise<{ Component: ComponentType }>> = {
  enquiries: () => import('./screens/enquiries-screen'),
  media: () => import('./screens/media-screen'),
  trash: () => import('./screens/trash-screen'),
  users: () => import('./screens/users-screen'),
  activity: () => import('./screens/activity-screen'),
  profile: () => import('./screens/profile-screen'),
};

/**
 * The staff area: one protected layout (the sign-in guard and the navigation between screens) with the spec's
 * editor and each screen beside it as a child route. Each route's code is a chunk of its own (`lazy`) and its
 * loader starts the screen's data at the same time. Any other address belongs to the public site.
 */
export const staffRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        id: 'staff',
        path: STAFF_AREA,
        loader: signedInOnly,
        lazy: async () => ({ Component: (await import('./staff-layout')).StaffLayout }),
        hydrateFallbackElement: <p className="container section">Loading...</p>,
        errorElement: <ShowInPage />,
        children: [
          { path: paths.admin(), loader: editorLoader, lazy: async () => ({ Component: (await editorScreen()).Component }) },
          ...STAFF_SCREENS.map((screen) => ({ path: paths.staffScreen(screen), loader: screenLoaders[screen], lazy: screenModules[screen] })),
        ],
      },
      { path: '*', element: <AreaHandOff to="site" /> },
    ],
  },
];

/**
 * Fetches the code of the staff area at `path` ahead of need (the login page does, as someone signs in) the
 * way the router will: each matched route's lazy(). The editor brings its first screens along (the form with
 * its rich-text editor, and Manage Content), so after Login only the data is still to come.
 */
export async function warmStaffArea(path: string): Promise<void> {
  const matches = matchRoutes(staffRoutes, path) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
  if (matches.some(({ route }) => route.path === paths.admin())) await (await editorScreen()).preloadEditorChunks();
}
