import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';
import { readFirstContentPageAhead } from '../../features/cms/api/list-content-page';
import { preloadStaffArea } from '../staff-area';

/** Whoever is going to the staff area gets its first page of content read while the editor is drawn. */
function readStaffAreaAhead(destination: string): void {
  if (!destination.startsWith(paths.admin())) return;
  preloadStaffArea();
  readFirstContentPageAhead();
}

/** The login page; someone starting to sign in is about to need the staff area, so its code comes while they type. */
export default function LoginRoute() {
  return <LoginPage onSigningIn={preloadStaffArea} onSignedIn={readStaffAreaAhead} />;
}
