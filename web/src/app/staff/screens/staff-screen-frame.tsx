import { useEffect, type ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';
import { paths, type StaffScreen } from '../../../config/paths';
import { focusWhenPresent } from '../../../features/cms/focus-when-present';
import { SCREEN_LABELS } from '../staff-access';

const HEADING_ID = 'staff-screen-heading';

/** A staff screen beside the editor: its title, its heading (where focus starts on arrival) and its content. */
export function StaffScreenFrame({ screen, children }: { screen: StaffScreen; children: ReactNode }) {
  const label = SCREEN_LABELS[screen];
  useEffect(() => focusWhenPresent(`#${HEADING_ID}`), []);
  return (
    <section className="section cms staff-screen" aria-labelledby={HEADING_ID}>
      <PageMeta title={`${label} – Staff area`} description="The staff area." path={paths.staffScreen(screen)} noIndex />
      <div className="container">
        <h1 id={HEADING_ID} tabIndex={-1}>
          {label}
        </h1>
        {children}
      </div>
    </section>
  );
}
