import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { ROLE_LABELS } from '../../../lib/token-claims';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { updateMyAccount, type MyAccount } from '../api/my-account';
import { problemText } from '../problem-text';
import { ConfirmAtProvider } from './confirm-at-provider';

type Problems = { displayName?: string; email?: string; password?: string; form?: string };

/** The server names the field it refused; anything else is the form's. */
function problemsOf(error: unknown): Problems {
  const text = problemText(error);
  if (!(error instanceof ApiError) || error.status !== 400) return { form: text };
  if (/password/i.test(text)) return { password: text };
  if (/e-?mail/i.test(text)) return { email: text };
  if (/name/i.test(text)) return { displayName: text };
  return { form: text };
}

export function AccountDetails({ account, onSaved }: { account: MyAccount; onSaved: () => void }) {
  const [displayName, setDisplayName] = useState(account.displayName);
  const [email, setEmail] = useState(account.email ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sessionEnded = useSessionEnded();
  const emailChanged = email.trim() !== '' && email.trim().toLowerCase() !== (account.email ?? '').toLowerCase();

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setProblems({});
    setSaved(null);
    setSaving(true);
    try {
      const answer = await updateMyAccount(emailChanged ? { displayName: displayName.trim(), email: email.trim(), ...(account.singleSignOn ? {} : { currentPassword: password }) } : { displayName: displayName.trim() });
      setPassword('');
      setSaved('pendingEmail' in answer ? `Saved. We sent a link to ${answer.pendingEmail}: your address changes when you open it (within 24 hours).` : 'Saved.');
      onSaved();
    } catch (error) {
      if (!sessionEnded(error)) setProblems(problemsOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="staff-block" aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      <dl className="staff-facts">
        <dt>Username</dt>
        <dd>{account.username}</dd>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[account.role] ?? account.role}</dd>
        <dt>Last login</dt>
        <dd>{formatDateTime(account.lastLoginAt, 'Not recorded')}</dd>
      </dl>
      <form className="staff-form" onSubmit={(event) => void save(event)}>
        <TextField
          id="account-display-name"
          label="Display name"
          hint="Shown beside the posts you create or change."
          autoComplete="name"
          required
          value={displayName}
          error={problems.displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
        <TextField
          id="account-email"
          type="email"
          label="E-mail address"
          hint="Where a password reset link is sent."
          autoComplete="email"
          value={email}
          error={problems.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {emailChanged && account.singleSignOn && <ConfirmAtProvider action="Change the e-mail address" />}
        {emailChanged && !account.singleSignOn && (
          <TextField
            id="account-password"
            type="password"
            label="Your password, to change the e-mail address"
            hint="A link goes to the new address; it becomes yours when you open it."
            autoComplete="current-password"
            required
            value={password}
            error={problems.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        {problems.form && (
          <p className="staff-problem" role="alert">
            {problems.form}
          </p>
        )}
        {saved && (
          <p className="staff-done" role="status">
            {saved}
          </p>
        )}
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            Save
          </button>
        </div>
      </form>
    </section>
  );
}
