import { useRoutes } from 'react-router-dom';
import { staffRoutes } from './staff-routes';

/** Everything under /admin: the staff area's own routes. */
export default function StaffArea() {
  return useRoutes(staffRoutes);
}
