import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { copyText } from '../../../lib/copy-text';
import { formatDateTime } from '../../../lib/format-date-time';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../lib/token-claims';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { createInvitation, type CreatedInvitation } from '../api/invitations';
import { problemText } from '../problem-text';

/** Inviting someone by e-mail with a role: the one-time link is shown here to pass on. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('contributor');
  const [displayName, setDisplayName] = useState('');
  const [problems, setProblems] = useState<{ email?: string; form?: string }>({});
  const [created, setCreated] = useState<(CreatedInvitation & { email: string }) | null>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const [sending, setSending] = useState(false);
  const sessionEnded = useSessionEnded();

  async function invite(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setProblems({});
    setCreated(null);
    setCopyStatus('');
    setSending(true);
    try {
      const invitation = await createInvitation({ email: email.trim(), role, ...(displayName.trim() ? { displayName: displayName.trim() } : {}) });
      setCreated({ ...invitation, email: email.trim() });
      setEmail('');
      setDisplayName('');
      onInvited();
    } catch (error) {
      if (sessionEnded(error)) return;
      const text = problemText(error);
      setProblems(error instanceof ApiError && (error.status === 400 || error.status === 409) && /e-?mail|address/i.test(text) ? { email: text } : { form: text });
    } finally {
      setSending(false);
    }
  }

  const copy = async (url: string) => setCopyStatus((await copyText(url)) ? 'Link copied.' : 'The browser would not copy it: select the link and copy it by hand.');

  return (
    <section className="staff-block" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form className="staff-form" onSubmit={(event) => void invite(event)}>
        <TextField id="invite-email" type="email" label="E-mail address" required autoComplete="off" value={email} error={problems.email} onChange={(e) => setEmail(e.target.value)} />
        <div className="form-field">
          <label className="form-field__label" htmlFor="invite-role">
            Role
          </label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <TextField id="invite-display-name" label="Display name (optional)" autoComplete="off" value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        {problems.form && (
          <p className="staff-problem" role="alert">
            {problems.form}
          </p>
        )}
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            Invite
          </button>
        </div>
      </form>
      {created && (
        <div className="staff-setup" role="status">
          <p className="staff-done">Invitation created for {created.email}.</p>
          <p>
            Send them this link. It works once, until {formatDateTime(created.expiresAt)}. If this site sends e-mail, it has been e-mailed to them too.
          </p>
          <p className="staff-link">{created.url}</p>
          <div className="staff-actions">
            <button type="button" className="button button--secondary" onClick={() => void copy(created.url)}>
              Copy link
            </button>
            <span>{copyStatus}</span>
          </div>
        </div>
      )}
    </section>
  );
}
