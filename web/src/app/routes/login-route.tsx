import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import { readFirstContentPageAhead } from '../../features/cms/api/list-content-page';
import { areaOf } from '../app-area';

/**
 * Fetches the code of the staff area while someone is signing in, through its routes' own lazy() (see
 * warmStaffArea), so that after Login only the data is still to come. Imported only when used, so that
 * public pages and the login page's own chunk carry none of the staff area.
 */
function warmStaffArea(destination: string): void {
  // A chunk that fails here is fetched again, with its error shown, when its screen opens.
  import('../staff/staff-routes').then(({ warmStaffArea: warm }) => warm(destination)).catch(() => undefined);
}

/** Whoever is going to the staff area gets its first page of content read while the editor is drawn. */
function readStaffAreaAhead(destination: string): void {
  const { pathname } = new URL(destination, window.location.origin);
  if (areaOf(pathname) !== 'staff') return;
  warmStaffArea(pathname);
  readFirstContentPageAhead();
}

/** The login page; someone starting to sign in is about to need the staff area, so its code comes while they type. */
export default function LoginRoute() {
  return <LoginPage onSigningIn={() => warmStaffArea(paths.admin())} onSignedIn={readStaffAreaAhead} />;
}
