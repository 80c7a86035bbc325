import './staff-layout.css';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contentPermissions } from '../../features/cms/content-permissions';
import { discardCopiesOf, readCopies } from '../../features/cms/unsaved-copies';
import { useNewEnquiryCount } from '../../features/cms/use-new-enquiry-count';
import { endSession } from '../../lib/staff-session';
import { useSessionRenewal } from '../../lib/use-session-renewal';
import { signedInStaff } from './staff-access';
import type { StaffContext } from './staff-context';
import { StaffNav } from './staff-nav';

function unsavedCopiesQuestion(count: number): string {
  const what = count === 1 ? 'an unsaved copy' : `${count} unsaved copies`;
  return `This browser keeps ${what} of your editor work. Logging out deletes ${count === 1 ? 'it' : 'them'} from this browser. Log out anyway?`;
}

/**
 * Around every staff screen (once the route's loader found a token): the navigation between the screens, Log
 * out, and the session kept alive. The token's role decides which screens are offered; every service checks
 * it again.
 */
export function StaffLayout() {
  useSessionRenewal();
  const staff = signedInStaff();
  const enquiries = useNewEnquiryCount(contentPermissions(staff).canSeeEnquiries);
  const navigate = useNavigate();
  // A deliberate Log out leaves no unsaved work in this browser (a shared computer); it asks first when there is some.
  // The login page is another document: the session is ended on the server before this one is left.
  const logOut = async () => {
    const copies = readCopies(staff.userId).length;
    if (copies > 0 && !window.confirm(unsavedCopiesQuestion(copies))) return;
    discardCopiesOf(staff.userId);
    await endSession();
    await navigate(paths.login());
  };
  const context: StaffContext = { staff, onEnquiryCounts: enquiries.update };
  return (
    <>
      <div className="container staff-bar">
        <StaffNav role={staff.role} newEnquiries={enquiries.newCount} />
        <button type="button" className="button button--secondary" onClick={() => void logOut()}>
          Log out
        </button>
      </div>
      <Outlet context={context} />
    </>
  );
}
