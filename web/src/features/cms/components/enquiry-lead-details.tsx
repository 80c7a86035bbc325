import { useState, type FormEvent } from 'react';
import { ENQUIRY_STAGES, type EnquiryDetailView, type EnquiryStage, NOTE_TEXT_LIMIT, type StaffReferenceView } from '@site/contracts';
import type { Enquiry } from '../../../types/enquiry';
import { addEnquiryNote } from '../api/add-enquiry-note';
import { getEnquiryDetail } from '../api/get-enquiry-detail';

export const STAGE_LABELS: Record<EnquiryStage, string> = { contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost' };
const WRITTEN = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the visit came from, in one line: the source and campaign, the referring site, the landing page. */
export function originText(enquiry: Enquiry): string | null {
  const { attribution } = enquiry;
  if (!attribution) return null;
  const source = attribution.utm?.source ?? (attribution.referrerHost ? attribution.referrerHost : 'direct');
  const campaign = attribution.utm?.campaign ? `, campaign ${attribution.utm.campaign}` : '';
  const landing = attribution.landingPage ? `; landed on ${attribution.landingPage}` : '';
  return `${source}${campaign}${landing}`;
}

interface LeadDetailsProps {
  enquiry: Enquiry;
  assignees: StaffReferenceView[];
  busy: boolean;
  onChange: (changes: { stage?: EnquiryStage | null; assigneeId?: string | null }) => void;
}

/** The lead's stage and assignee, and its notes and earlier enquiries (loaded when opened). */
export function EnquiryLeadDetails({ enquiry, assignees, busy, onChange }: LeadDetailsProps) {
  const [detail, setDetail] = useState<EnquiryDetailView | null>(null);
  const [earlier, setEarlier] = useState<EnquiryDetailView[]>([]);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const load = async () => {
    try {
      const loaded = await getEnquiryDetail(enquiry.id);
      setDetail(loaded);
      setEarlier(await Promise.all(loaded.earlier.map((id) => getEnquiryDetail(id))));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const known = assignees.some((staff) => staff.id === enquiry.assignee?.id);

  const addNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await addEnquiryNote(enquiry.id, { text: note });
      setNote('');
      setProblem(null);
      await load();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="enquiry-lead">
      <div className="enquiry-lead__controls">
        <label>
          Stage{' '}
          <select value={enquiry.stage ?? ''} disabled={busy} onChange={(event) => onChange({ stage: (event.target.value || null) as EnquiryStage | null })}>
            <option value="">No stage</option>
            {ENQUIRY_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Assigned to{' '}
          <select value={enquiry.assignee?.id ?? ''} disabled={busy} onChange={(event) => onChange({ assigneeId: event.target.value || null })}>
            <option value="">Nobody</option>
            {enquiry.assignee && !known && <option value={enquiry.assignee.id}>{enquiry.assignee.displayName}</option>}
            {assignees.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.displayName}
              </option>
            ))}
          </select>
        </label>
      </div>
      <details onToggle={(event) => (event.currentTarget.open && !detail ? void load() : undefined)}>
        <summary>Notes and earlier enquiries</summary>
        {problem && <p role="alert">{problem}</p>}
        {detail && (
          <>
            {earlier.length > 0 && (
              <>
                <p>
                  {earlier.length === 1 ? 'One earlier enquiry' : `${earlier.length} earlier enquiries`} from {enquiry.email} in the 30 days before this
                  one:
                </p>
                <ul aria-label={`Earlier enquiries from ${enquiry.email}`}>
                  {earlier.map((previous) => (
                    <li key={previous.id}>
                      <time dateTime={previous.receivedAt}>{WRITTEN.format(new Date(previous.receivedAt))}</time>, {previous.form === 'contact' ? 'contact page' : 'enquiry form'} on{' '}
                      {previous.page}, {previous.status}
                      {previous.stage ? `, ${STAGE_LABELS[previous.stage]}` : ''}
                      {previous.message ? `: ${previous.message.slice(0, 120)}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {detail.notes.length === 0 ? (
              <p>No notes yet.</p>
            ) : (
              <ol className="enquiry-lead__notes" aria-label={`Notes on the enquiry from ${name}`}>
                {detail.notes.map((written) => (
                  <li key={written.id}>
                    <p>{written.text}</p>
                    <p className="enquiry-card__meta">
                      {written.by.displayName}, <time dateTime={written.at}>{WRITTEN.format(new Date(written.at))}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <form onSubmit={(event) => void addNote(event)}>
              <label htmlFor={`note-${enquiry.id}`}>Add a note</label>
              <textarea id={`note-${enquiry.id}`} value={note} rows={3} maxLength={NOTE_TEXT_LIMIT} required onChange={(event) => setNote(event.target.value)} />
              <button type="submit" className="button button--secondary" disabled={!note.trim()}>
                Save note
              </button>
            </form>
          </>
        )}
      </details>
    </div>
  );
}
