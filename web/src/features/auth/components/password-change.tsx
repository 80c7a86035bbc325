import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { changePassword } from '../api/change-password';
import { PASSWORDS_DIFFER } from '../password-rules';
import { problemText } from '../problem-text';
import { NewPasswordFields } from './new-password-fields';

type Problems = { current?: string; password?: string; confirmation?: string; form?: string };

/** Changing one's own password needs the current one; the server ends every other session of the user. */
export function PasswordChange() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const sessionEnded = useSessionEnded();

  async function change(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setChanged(false);
    if (password !== confirmation) {
      setProblems({ confirmation: PASSWORDS_DIFFER });
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      await changePassword(current, password);
      setChanged(true);
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } catch (error) {
      if (sessionEnded(error)) return;
      const text = problemText(error);
      if (!(error instanceof ApiError) || error.status !== 400) setProblems({ form: text });
      else setProblems(/current/i.test(text) ? { current: text } : { password: text });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="staff-block" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <form className="staff-form" onSubmit={(event) => void change(event)}>
        <TextField
          id="password-current"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          value={current}
          error={problems.current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <NewPasswordFields
          idPrefix="password-change"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          passwordError={problems.password}
          confirmationError={problems.confirmation}
        />
        {problems.form && (
          <p className="staff-problem" role="alert">
            {problems.form}
          </p>
        )}
        {changed && (
          <p className="staff-done" role="status">
            Your password has been changed. Your other sessions have been ended.
          </p>
        )}
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            Change password
          </button>
        </div>
      </form>
    </section>
  );
}
