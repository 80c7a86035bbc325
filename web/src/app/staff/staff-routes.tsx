import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths, STAFF_AREA, STAFF_SCREENS, type StaffScreen } from '../../config/paths';
import { firstContentPage } from '../../features/cms/api/list-content-page';
import { startRead } from '../../lib/first-answer';
import { readToken } from '../../lib/auth-token';
import { loginHref } from '../../lib/login-redirect';
import { SCREEN_READS, type ScreenLoaderData } from './screens/screen-reads';
import type { EditorLoaderData } from './screens/editor-screen';
import { mayOpen, signedInStaff } from './staff-access';
import { StaffLayout } from './staff-layout';

/** The editor's own second tab, kept in its address (?tab=manage). */
const MANAGE_TAB = 'manage';

/** A route's path inside the staff area ('/admin/media' is 'media' under the area's own route). */
const inStaffArea = (path: string) => path.slice(STAFF_AREA.length + 1);

/** Each screen's code: a chunk of its own, so the inbox never loads the editor, the editor never the users screen. */
const SCREEN_MODULES: Record<StaffScreen, () => Promise<Pick<RouteObject, 'Component'>>> = {
  enquiries: () => import('./screens/enquiries-screen'),
  leads: () => import('./screens/leads-screen'),
  media: () => import('./screens/media-screen'),
  trash: () => import('./screens/trash-screen'),
  users: () => import('./screens/users-screen'),
  activity: () => import('./screens/activity-screen'),
  publishing: () => import('./screens/publishing-screen'),
  profile: () => import('./screens/profile-screen'),
};

/**
 * Spec 6: the client checks only that a token exists; without one, the staff area goes to the login page,
 * which brings the user back to the screen asked for. Every service checks the token again.
 */
function requireToken({ request }: LoaderFunctionArgs): Response | null {
  if (readToken()) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(loginHref(`${pathname}${search}`));
}

/**
 * The spec's editor. The screens that were its tabs (?tab=enquiries, bookmarked or linked from an e-mail) have
 * addresses of their own now: those go there. Opened on Manage Content, the list's first page is read while
 * the editor's code arrives.
 */
function editorLoader(args: LoaderFunctionArgs): Response | EditorLoaderData {
  const signIn = requireToken(args);
  if (signIn) return signIn;
  const tab = new URL(args.request.url).searchParams.get('tab');
  const moved = STAFF_SCREENS.find((screen) => screen === tab);
  if (moved) return redirect(paths.staffScreen(moved));
  if (tab !== MANAGE_TAB) return {};
  return { firstContentPage: startRead(firstContentPage) };
}

/** A screen the signed-in role is not offered opens the editor instead; else its first read starts. */
function screenLoader<S extends StaffScreen>(screen: S) {
  return (args: LoaderFunctionArgs): Response | ScreenLoaderData<S> => {
    const signIn = requireToken(args);
    if (signIn) return signIn;
    if (!mayOpen(screen, signedInStaff().role)) return redirect(paths.admin());
    return { first: startRead(SCREEN_READS[screen] as () => ScreenLoaderData<S>['first']) };
  };
}

const loading = <p className="container section">Loading...</p>;

/**
 * The staff area: one protected layout (the sign-in guard and the navigation between the screens) with the
 * spec's editor and each screen the product added as a child route, each at an address of its own. Each
 * route's loader starts its first read while the route's code is fetched.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: STAFF_AREA,
    loader: requireToken,
    element: <StaffLayout />,
    HydrateFallback: () => loading,
    children: [
      {
        path: inStaffArea(paths.admin()),
        loader: editorLoader,
        // Switching tabs rewrites ?tab=; the editor reads its list itself from then on.
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
        lazy: () => import('./screens/editor-screen'),
      },
      ...STAFF_SCREENS.map(
        (screen): RouteObject => ({ path: inStaffArea(paths.staffScreen(screen)), loader: screenLoader(screen), lazy: SCREEN_MODULES[screen] }),
      ),
    ],
  },
];
