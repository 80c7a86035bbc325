import { createContext, lazy, startTransition, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { staffAreaPaths } from '../config/paths';

/** The staff area's router and screens: a chunk of its own, so public pages carry none of it. */
const StaffApp = lazy(() => import('./staff/staff-app'));

export type AppArea = 'site' | 'staff';

const SwitchArea = createContext<(area: AppArea) => void>(() => undefined);

/** The area an address belongs to: the staff area's screens, or the public site (login included). */
export function areaOf(pathname: string): AppArea {
  return staffAreaPaths().some((path) => path.toLowerCase() === pathname.toLowerCase()) ? 'staff' : 'site';
}

/**
 * The public site and the staff area each run on their own router, both reading the browser's address and
 * history: the site on a plain router (its pages load no data-router code), the staff area on React Router's
 * data router (a route's loader starts its data while its code loads). Whichever router is shown hands the
 * page to the other when it reaches an address of the other area (signing in, logging out, Back).
 */
export function AreaSwitch({ site }: { site: ReactNode }) {
  const [area, setArea] = useState<AppArea>(() => areaOf(window.location.pathname));
  return (
    <SwitchArea.Provider value={setArea}>
      {area === 'staff' ? (
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <StaffApp />
        </Suspense>
      ) : (
        site
      )}
    </SwitchArea.Provider>
  );
}

/**
 * Rendered by one area's router at an address of the other: hands the page over. As a transition, the page
 * shown stays until the other area's code is there.
 */
export function AreaHandOff({ to }: { to: AppArea }) {
  const switchTo = useContext(SwitchArea);
  useEffect(() => startTransition(() => switchTo(to)), [switchTo, to]);
  return null;
}
