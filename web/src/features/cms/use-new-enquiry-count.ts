import { useCallback, useEffect, useState } from 'react';
import type { EnquiryCounts } from '../../types/enquiry';
import { getEnquiryCounts } from './api/get-enquiry-counts';

/**
 * The number of new enquiries for the Enquiries tab: loaded with the editor, then kept up to date by the
 * inbox. Not asked for at all (`enabled` false) by a role that has no Enquiries tab.
 */
export function useNewEnquiryCount(enabled = true) {
  const [newCount, setNewCount] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // The tab works without its count: a failure here (e.g. the enquiry service is down) only hides it.
    getEnquiryCounts().then(
      (counts) => current && setNewCount(counts.new),
      (error: unknown) => console.warn('Could not load the number of new enquiries', error),
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  const update = useCallback((counts: EnquiryCounts) => setNewCount(counts.new), []);
  return { newCount, update };
}
