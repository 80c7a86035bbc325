import { paths, staffAreaPaths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import { readFirstContentPageAhead } from '../../features/cms/api/list-content-page';
import { StaffAreaPage } from '../staff-area';

/**
 * Fetches the code of the staff area, and of the screen someone is going to, while they sign in, so that
 * after Login only the data is still to come and no screen on the way waits behind "Loading...". The screens
 * are imported only when used, so that public pages and the login page's own chunk carry none of them.
 */
function warmStaffArea(pathname: string): void {
  // A chunk that fails here is fetched again, with its error shown, when its screen opens.
  Promise.all([StaffAreaPage.preload(), import('../staff/staff-routes').then((staff) => staff.warmStaffScreen(pathname))]).catch(() => undefined);
}

/** Whoever is going to the staff area gets its first page of content read while the editor is drawn. */
function readStaffAreaAhead(destination: string): void {
  const { pathname } = new URL(destination, window.location.origin);
  if (!staffAreaPaths().includes(pathname)) return;
  warmStaffArea(pathname);
  readFirstContentPageAhead();
}

/** The login page; someone starting to sign in is about to need the staff area, so its code comes while they type. */
export default function LoginRoute() {
  return <LoginPage onSigningIn={() => warmStaffArea(paths.admin())} onSignedIn={readStaffAreaAhead} />;
}
