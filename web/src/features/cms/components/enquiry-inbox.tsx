import './enquiry-inbox.css';
import { useState, type FormEvent } from 'react';
import type { EnquiryCounts, EnquiryFilters, EnquiryFormName, EnquiryPage, EnquiryStatus } from '../../../types/enquiry';
import { ENQUIRY_STAGES, NO_ASSIGNEE, NO_STAGE } from '@site/contracts';
import { useAssignees } from '../use-assignees';
import { useEnquiryInbox } from '../use-enquiry-inbox';
import { STAGE_LABELS } from './enquiry-lead-details';
import { EnquiryCard } from './enquiry-card';

const FOLDERS: Array<{ label: string; status?: EnquiryStatus }> = [
  { label: 'Inbox' },
  { label: 'New', status: 'new' },
  { label: 'Held', status: 'held' },
  { label: 'Handled', status: 'handled' },
  { label: 'Spam', status: 'spam' },
];

/** The staff lead inbox: folders, search, form filter, pages of enquiries, and the CSV export. */
interface EnquiryInboxProps {
  /** The first page, read by the route's loader. */
  first?: Promise<EnquiryPage>;
  onCounts: (counts: EnquiryCounts) => void;
}

export function EnquiryInbox({ first, onCounts }: EnquiryInboxProps) {
  const inbox = useEnquiryInbox(onCounts, first);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<EnquiryFormName | ''>('');
  const [stage, setStage] = useState<EnquiryFilters['stage'] | ''>('');
  const [assignee, setAssignee] = useState('');
  const assignees = useAssignees();
  const { result } = inbox;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  const applySearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    inbox.filter({ ...inbox.filters, q: search.trim() || undefined, form: form || undefined, stage: stage || undefined, assignee: assignee || undefined });
  };
  const showFolder = (status?: EnquiryStatus) => inbox.filter({ ...inbox.filters, status } satisfies EnquiryFilters);

  return (
    <div className="enquiry-inbox">
      <div className="cms-manage__filters" role="group" aria-label="Folder">
        {FOLDERS.map(({ label, status }) => (
          <button key={label} type="button" className="cms-manage__filter" aria-pressed={inbox.filters.status === status} onClick={() => showFolder(status)}>
            {label}
            {status && result ? ` (${result.counts[status]})` : ''}
          </button>
        ))}
      </div>
      <form className="enquiry-inbox__search" role="search" aria-label="Enquiries" onSubmit={applySearch}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="enquiry-search">
            Search enquiries
          </label>
          <input id="enquiry-search" type="search" value={search} maxLength={200} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="enquiry-form-filter">
            Form
          </label>
          <select id="enquiry-form-filter" value={form} onChange={(event) => setForm(event.target.value as EnquiryFormName | '')}>
            <option value="">All forms</option>
            <option value="enquiry">Enquiry form</option>
            <option value="contact">Contact page</option>
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="enquiry-stage-filter">
            Stage
          </label>
          <select id="enquiry-stage-filter" value={stage} onChange={(event) => setStage(event.target.value as EnquiryFilters['stage'] | '')}>
            <option value="">Any stage</option>
            <option value={NO_STAGE}>No stage yet</option>
            {ENQUIRY_STAGES.map((value) => (
              <option key={value} value={value}>
                {STAGE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor="enquiry-assignee-filter">
            Assigned to
          </label>
          <select id="enquiry-assignee-filter" value={assignee} onChange={(event) => setAssignee(event.target.value)}>
            <option value="">Anyone or nobody</option>
            <option value={NO_ASSIGNEE}>Nobody</option>
            {assignees.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.displayName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
        <button type="button" className="button button--secondary" onClick={() => void inbox.exportCsv()}>
          Export CSV
        </button>
      </form>
      <p className="enquiry-inbox__notice" id="enquiry-notice" role="status" tabIndex={-1}>
        {inbox.notice}
      </p>
      {inbox.problem && (
        <p className="enquiry-inbox__problem" role="alert">
          {inbox.problem}
        </p>
      )}
      {!result ? (
        !inbox.problem && <p>Loading enquiries...</p>
      ) : result.items.length === 0 ? (
        <p>No enquiries here.</p>
      ) : (
        <ul className="enquiry-inbox__list">
          {result.items.map((enquiry) => (
            <li key={enquiry.id}>
              <EnquiryCard
                enquiry={enquiry}
                busy={inbox.busyId === enquiry.id}
                onStatus={(status) => void inbox.setStatus(enquiry, status)}
                onRelease={() => void inbox.release(enquiry)}
                onDelete={() => void inbox.remove(enquiry)}
                assignees={assignees}
                onLeadChange={(changes) => void inbox.setLead(enquiry, changes)}
              />
            </li>
          ))}
        </ul>
      )}
      {result && result.total > result.pageSize && (
        <nav className="enquiry-inbox__pages" aria-label="Enquiry pages">
          <button type="button" className="button button--secondary" disabled={inbox.page <= 1} onClick={() => inbox.setPage(inbox.page - 1)}>
            Previous
          </button>
          <span>
            Page {inbox.page} of {pages} ({result.total} enquiries)
          </span>
          <button type="button" className="button button--secondary" disabled={inbox.page >= pages} onClick={() => inbox.setPage(inbox.page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
