import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { renderWithSite } from '../../testing/render-with-site';
import StaffArea from './staff-area';

/** Renders the staff area as the app does (under /admin, beside a stand-in login page), opened at `path`. */
export function renderStaffArea(path: string) {
  const seen: { location?: Location } = {};
  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }
  renderWithSite(
    <>
      <Routes>
        <Route path="/admin/*" element={<StaffArea />} />
        <Route path="/login" element={<p>The login page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
  return {
    /** Where the router is now. */
    get location(): Location {
      if (!seen.location) throw new Error('Nothing rendered yet');
      return seen.location;
    },
  };
}
