import { useCallback, useEffect, useState } from 'react';
import { useFirstAnswer } from '../../lib/first-answer';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loginHref, SESSION_ENDED_REASON } from '../../lib/login-redirect';
import type { Enquiry, EnquiryCounts, EnquiryFilters, EnquiryPage, EnquiryStatus } from '../../types/enquiry';
import { SessionEndedError } from '../../lib/staff-request';
import { deleteEnquiry } from './api/delete-enquiry';
import { focusWhenPresent } from './focus-when-present';
import { exportEnquiries } from './api/export-enquiries';
import { listEnquiries } from './api/list-enquiries';
import { releaseEnquiry } from './api/release-enquiry';
import { updateEnquiryStatus } from './api/update-enquiry-status';
import { updateEnquiry } from './api/update-enquiry';
import type { EnquiryStage } from '@site/contracts';

const STATUS_DONE: Record<Exclude<EnquiryStatus, 'held'>, string> = { new: 'marked as new', handled: 'marked as handled', spam: 'moved to spam' };

/** The lead inbox's state: filters, page, the loaded page, and what staff do to an enquiry. */
export function useEnquiryInbox(onCounts: (counts: EnquiryCounts) => void, first?: Promise<EnquiryPage>) {
  const navigate = useNavigate();
  const takeFirst = useFirstAnswer(first);
  const [filters, setFilters] = useState<EnquiryFilters>({});
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<EnquiryPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  const fail = useCallback(
    (error: unknown, doing: string) => {
      if (error instanceof SessionEndedError) navigate(loginHref(paths.admin(), SESSION_ENDED_REASON));
      else setProblem(`${doing}: ${error instanceof Error ? error.message : String(error)}`);
    },
    [navigate],
  );

  useEffect(() => {
    let current = true;
    (takeFirst() ?? listEnquiries(filters, page)).then(
      (loaded) => {
        if (!current) return;
        setResult(loaded);
        setProblem(null);
        onCounts(loaded.counts);
      },
      (error: unknown) => current && fail(error, 'The enquiries could not be loaded'),
    );
    return () => {
      current = false;
    };
  }, [filters, page, reloads, onCounts, fail, takeFirst]);

  const filter = (next: EnquiryFilters) => {
    setFilters(next);
    setPage(1);
  };

  const act = async (enquiry: Enquiry, work: () => Promise<unknown>, done: string) => {
    setBusyId(enquiry.id);
    try {
      await work();
      setNotice(`Enquiry from ${enquiry.firstName} ${enquiry.lastName} ${done}.`);
      setReloads((count) => count + 1);
      // The card may leave the folder: focus waits on the sentence that says what happened (issue 27).
      focusWhenPresent('#enquiry-notice');
    } catch (error) {
      fail(error, 'That did not work');
    } finally {
      setBusyId(null);
    }
  };

  const setStatus = (enquiry: Enquiry, status: Exclude<EnquiryStatus, 'held'>) => act(enquiry, () => updateEnquiryStatus(enquiry.id, status), STATUS_DONE[status]);

  const setLead = (enquiry: Enquiry, changes: { stage?: EnquiryStage | null; assigneeId?: string | null }) =>
    act(enquiry, () => updateEnquiry(enquiry.id, changes), changes.stage !== undefined ? `moved to ${changes.stage ?? 'no stage'}` : changes.assigneeId ? 'assigned' : 'unassigned');

  const release = (enquiry: Enquiry) => act(enquiry, () => releaseEnquiry(enquiry.id), 'released and e-mailed to staff');

  const remove = (enquiry: Enquiry) => {
    if (!window.confirm(`Delete the enquiry from ${enquiry.firstName} ${enquiry.lastName} for good? This cannot be undone.`)) return;
    return act(enquiry, () => deleteEnquiry(enquiry.id), 'deleted');
  };

  const exportCsv = async () => {
    try {
      const csv = await exportEnquiries(filters);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(csv);
      link.download = 'enquiries.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      fail(error, 'The export did not work');
    }
  };

  return { filters, filter, page, setPage, result, problem, notice, busyId, setStatus, setLead, release, remove, exportCsv };
}
