import { useCallback, useEffect, useState } from 'react';
import { MOBILE_MEDIA_QUERY } from './header-constants';

export type MobileSection = 'services' | 'insights';

/** The Menu panel's state: open or not, and which section is expanded. Closing collapses the sections. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<MobileSection | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    setExpanded(null);
  }, []);
  const toggle = useCallback(() => {
    setOpen((current) => !current);
    setExpanded(null);
  }, []);
  const toggleSection = useCallback((section: MobileSection) => {
    setExpanded((current) => (current === section ? null : section));
  }, []);

  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const onChange = () => {
      if (!query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);

  return { open, expanded, close, toggle, toggleSection };
}
