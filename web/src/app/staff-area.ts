import { lazyPage } from './lazy-page';

/**
 * The staff area (its layout and the routes of its screens, see staff/staff-routes); its chunk is also
 * fetched ahead while someone signs in (routes/login-route).
 */
export const StaffAreaPage = lazyPage(() => import('./staff/staff-area'));
