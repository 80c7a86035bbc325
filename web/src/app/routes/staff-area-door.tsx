import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The staff area is an app of its own (staff.html, with its own router): reaching one of its addresses from
 * a public page (after Login, or an invitation accepted) loads that document.
 */
export default function StaffAreaDoor() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <p className="container section">Loading...</p>;
}
