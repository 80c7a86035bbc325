import './staff-layout.css';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { contentPermissions } from '../../features/cms/content-permissions';
import { useNewEnquiryCount } from '../../features/cms/use-new-enquiry-count';
import { endSession } from '../../lib/staff-session';
import { useSessionRenewal } from '../../lib/use-session-renewal';
import { signedInStaff } from './staff-access';
import type { StaffContext } from './staff-context';
import { StaffNav } from './staff-nav';

/**
 * Around every staff screen (its loader has already checked the sign-in): the navigation between the screens,
 * Log out, and the session kept alive while the area is open.
 */
export function StaffLayout() {
  useSessionRenewal();
  const staff = signedInStaff();
  const enquiries = useNewEnquiryCount(contentPermissions(staff).canSeeEnquiries);
  const navigate = useNavigate();
  const logOut = () => {
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
