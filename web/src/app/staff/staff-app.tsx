import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { areaOf } from '../app-area';
import { staffRoutes } from './staff-routes';

/**
 * The staff area on a data router, made when the area opens. Once the page has gone back to the public site it
 * is disposed of, so it no longer answers the browser's Back and Forward (React's development-only second mount
 * happens at a staff address, and keeps it).
 */
export default function StaffApp() {
  const [router] = useState(() => createBrowserRouter(staffRoutes));
  useEffect(
    () => () => {
      if (areaOf(window.location.pathname) !== 'staff') router.dispose();
    },
    [router],
  );
  return <RouterProvider router={router} />;
}
