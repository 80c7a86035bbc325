import { NavLink } from 'react-router-dom';
import { paths, STAFF_SCREENS } from '../../config/paths';
import type { StaffRole } from '../../lib/token-claims';
import { mayOpen, SCREEN_LABELS } from './staff-access';

interface StaffNavProps {
  role: StaffRole;
  /** New enquiries, shown beside the inbox's link. */
  newEnquiries: number;
}

/** The links between the staff area's screens; the one open is marked aria-current="page". */
export function StaffNav({ role, newEnquiries }: StaffNavProps) {
  const screens = STAFF_SCREENS.filter((screen) => mayOpen(screen, role));
  return (
    <nav className="staff-nav" aria-label="Staff area">
      <ul>
        <li>
          <NavLink to={paths.admin()} end>
            Content
          </NavLink>
        </li>
        {screens.map((screen) => (
          <li key={screen}>
            <NavLink to={paths.staffScreen(screen)}>
              {SCREEN_LABELS[screen]}
              {screen === 'enquiries' && newEnquiries > 0 && (
                <>
                  {' '}
                  <span className="staff-nav__count">{newEnquiries} new</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
