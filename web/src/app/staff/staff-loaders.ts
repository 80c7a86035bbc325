import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { paths, STAFF_SCREENS, type StaffScreen } from '../../config/paths';
import { readFirstContentPageAhead } from '../../features/cms/api/list-content-page';
import { readToken } from '../../lib/auth-token';
import { mayOpen, signedInStaff } from './staff-access';

/** The editor's own second tab, kept in its address as before (?tab=manage). */
export const MANAGE_TAB = 'manage';

function movedScreen(tab: string | null): StaffScreen | undefined {
  return STAFF_SCREENS.find((screen) => screen === tab);
}

/**
 * The editor's loader. The screens that were its tabs (?tab=enquiries, bookmarked or linked from an e-mail)
 * have their own addresses now: those go there. Opened on Manage Content, the list's first page is read
 * while the editor's code arrives.
 */
export function editorLoader({ request }: LoaderFunctionArgs): null {
  const tab = new URL(request.url).searchParams.get('tab');
  const moved = movedScreen(tab);
  if (moved) throw redirect(paths.staffScreen(moved));
  if (tab === MANAGE_TAB && readToken()) readFirstContentPageAhead();
  return null;
}

/** A screen the signed-in role is not offered opens the editor instead, as an unknown tab did. */
function screenLoader(screen: StaffScreen): LoaderFunction {
  return () => {
    if (readToken() && !mayOpen(screen, signedInStaff().role)) throw redirect(paths.admin());
    return null;
  };
}

export const screenLoaders = Object.fromEntries(STAFF_SCREENS.map((screen) => [screen, screenLoader(screen)])) as Record<
  StaffScreen,
  LoaderFunction
>;
