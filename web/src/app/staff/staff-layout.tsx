import './staff-layout.css';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contentPermissions } from '../../features/cms/content-permissions';
import { discardCopiesOf, readCopies } from '../../features/cms/unsaved-copies';
import { useNewEnquiryCount } from '../../features/cms/use-new-enquiry-count';
import { readToken } from '../../lib/auth-token';
import { loginHref } from '../../lib/login-redirect';
import { endSession } from '../../lib/staff-session';
import { useSessionRenewal } from '../../lib/use-session-renewal';
import { signedInStaff } from './staff-access';
import type { StaffContext } from './staff-context';
import { StaffNav } from './staff-nav';

/**
 * Spec 6: the client checks only that a token exists; without one, the staff area goes to the login page,
 * which brings the user back to the screen asked for. The token's role decides which screens are offered;
 * every service checks it again.
 */
export function StaffLayout() {
  const { pathname, search } = useLocation();
  if (!readToken()) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  return <SignedInLayout />;
}

function unsavedCopiesQuestion(count: number): string {
  const what = count === 1 ? 'an unsaved copy' : `${count} unsaved copies`;
  return `This browser keeps ${what} of your editor work. Logging out deletes ${count === 1 ? 'it' : 'them'} from this browser. Log out anyway?`;
}

/** Around every staff screen: the navigation between the screens, Log out, and the session kept alive. */
function SignedInLayout() {
  useSessionRenewal();
  const staff = signedInStaff();
  const enquiries = useNewEnquiryCount(contentPermissions(staff).canSeeEnquiries);
  const navigate = useNavigate();
  // A deliberate Log out leaves no unsaved work in this browser (a shared computer); it asks first when there is some.
  const logOut = () => {
    const copies = readCopies(staff.userId).length;
    if (copies > 0 && !window.confirm(unsavedCopiesQuestion(copies))) return;
    discardCopiesOf(staff.userId);
    void endSession();
    navigate(paths.login());
  };
  const context: StaffContext = { staff, onEnquiryCounts: enquiries.update };
  return (
    <>
      <div className="container staff-bar">
        <StaffNav role={staff.role} newEnquiries={enquiries.newCount} />
        <button type="button" className="button button--secondary" onClick={logOut}>
          Log out
        </button>
      </div>
      <Outlet context={context} />
    </>
  );
}
