import { useEffect, useState, type FormEvent } from 'react';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { getSecuritySettings, saveSecuritySettings, type MfaRequiredFor } from '../api/security-settings';
import { problemText } from '../problem-text';

const OPTIONS: Array<{ value: MfaRequiredFor; label: string }> = [
  { value: 'nobody', label: 'Nobody (each person chooses)' },
  { value: 'administrators', label: 'Administrators' },
  { value: 'everyone', label: 'Everyone' },
];

/** Who must use two-step sign-in: someone required to who has none is led to set it up right after their password. */
export function SecuritySetting() {
  const [value, setValue] = useState<MfaRequiredFor | null>(null);
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const sessionEnded = useSessionEnded();

  useEffect(() => {
    getSecuritySettings().then(
      (settings) => setValue(settings.mfaRequiredFor),
      (error: unknown) => !sessionEnded(error) && setProblem(problemText(error)),
    );
  }, [sessionEnded]);

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!value) return;
    setProblem('');
    setSaved(false);
    setSaving(true);
    try {
      setValue((await saveSecuritySettings({ mfaRequiredFor: value })).mfaRequiredFor);
      setSaved(true);
    } catch (error) {
      if (!sessionEnded(error)) setProblem(problemText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="staff-block" aria-labelledby="security-heading">
      <h2 id="security-heading">Security</h2>
      <form className="staff-form" onSubmit={(event) => void save(event)}>
        <div className="form-field">
          <label className="form-field__label" htmlFor="security-mfa-required-for">
            Two-step sign-in is required for
          </label>
          <select id="security-mfa-required-for" value={value ?? ''} disabled={value === null} onChange={(e) => setValue(e.target.value as MfaRequiredFor)}>
            {value === null && <option value="">Loading...</option>}
            {OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p className="form-field__hint">Someone it requires who has not set it up is led to do so right after their password at the next login.</p>
        </div>
        {problem && (
          <p className="staff-problem" role="alert">
            {problem}
          </p>
        )}
        {saved && (
          <p className="staff-done" role="status">
            Saved.
          </p>
        )}
        <div className="staff-actions">
          <button type="submit" className="button button--primary" disabled={saving || value === null}>
            Save security setting
          </button>
        </div>
      </form>
    </section>
  );
}
