import { lazyPage } from './lazy-page';

/** The staff area's page; its chunk is also fetched ahead while someone signs in (routes/login-route). */
export const AdminPage = lazyPage(() => import('./routes/admin-route'));
