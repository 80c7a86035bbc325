import { CONTENT_TYPES, type ContentType, type PublishingSettingsView } from '@site/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getApprovalSettings, saveApprovalSettings } from '../api/approval-settings';

const TYPE_LABELS: Record<ContentType, string> = { blog: 'Blog posts', 'case-study': 'Case studies' };

/** The administrators' setting: which types must be approved by a reviewer before they are published or scheduled. */
export function ApprovalSettings() {
  const [required, setRequired] = useState<PublishingSettingsView['approvalRequired'] | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    getApprovalSettings().then(
      (settings) => setRequired(settings.approvalRequired),
      () => setMessage('The approval settings could not be loaded. Please try again.'),
    );
  }, []);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!required) return;
    try {
      setRequired((await saveApprovalSettings(required)).approvalRequired);
      setMessage('Approval settings saved.');
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The settings could not be saved. Please try again.');
    }
  };

  return (
    <form className="staff-panel" onSubmit={(event) => void save(event)} aria-labelledby="approval-required-heading">
      <h2 id="approval-required-heading">Approval before publishing</h2>
      <p className="cms-form__hint">
        When a type requires approval, an item of it is published or scheduled only once a reviewer has approved its current version through a review link.
      </p>
      {required && (
        <fieldset>
          <legend>Approval required for</legend>
          {CONTENT_TYPES.map((type) => (
            <div className="form-field" key={type}>
              <input
                id={`approval-required-${type}`}
                type="checkbox"
                checked={required[type]}
                onChange={(event) => setRequired({ ...required, [type]: event.target.checked })}
              />
              <label htmlFor={`approval-required-${type}`}>{TYPE_LABELS[type]}</label>
            </div>
          ))}
        </fieldset>
      )}
      {message && <p role="status">{message}</p>}
      <button type="submit" className="button button--primary" disabled={!required}>Save approval settings</button>
    </form>
  );
}
