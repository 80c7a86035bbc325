import '../../../styles/staff-panels.css';
import { READINESS_LEVELS, READINESS_RULES, type ReadinessLevel, type ReadinessLevels, type ReadinessRuleId, type ReadinessSettingsView } from '@site/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useFirstAnswer } from '../../../lib/first-answer';
import { getReadinessSettings, saveReadinessSettings } from '../api/readiness-settings';

/** What each readiness rule checks, as the settings list it (issue 35 item 2). */
const RULE_LABELS: Record<ReadinessRuleId, string> = {
  'seo.title.length': 'Page title between 30 and 60 characters',
  'seo.description.length': 'Meta description between 120 and 160 characters',
  'content.heading.h1': 'No level 1 heading in the body (the title is the page\'s)',
  'content.heading.order': 'No heading level skipped',
  'a11y.link.text': 'Link text that says where it goes (not "click here", "read more"...)',
  'a11y.alt.filename': 'Alt text that is not a file name',
  'links.internal.broken': 'Links to this site\'s posts and case studies lead to published ones',
  'social.image.size': 'Social image at least 1200 x 630',
};

const LEVEL_LABELS: Record<ReadinessLevel, string> = { error: 'Error: stops publishing', warning: 'Warning', off: 'Off' };

/** The administrators' publishing settings: each readiness rule's level. */
export function PublishingSettings({ first }: { first?: Promise<ReadinessSettingsView> }) {
  const takeFirst = useFirstAnswer(first);
  const [levels, setLevels] = useState<ReadinessLevels | null>(null);
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    (takeFirst() ?? getReadinessSettings()).then(
      (settings) => setLevels(settings.levels),
      () => setMessage('The settings could not be loaded. Please try again.'),
    );
  }, [takeFirst]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!levels) return;
    setSaving(true);
    try {
      setLevels((await saveReadinessSettings(levels)).levels);
      setMessage('Readiness check levels saved.');
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : 'The settings could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="staff-panel" onSubmit={(event) => void save(event)} aria-labelledby="readiness-levels-heading">
      <h2 id="readiness-levels-heading">Readiness checks</h2>
      <p className="cms-form__hint">
        The editor lists these as staff write. A check set to Error stops an item being published or scheduled until it is fixed; drafts are always saved.
      </p>
      {levels && (
        <>
          {READINESS_RULES.map((rule) => (
            <div className="form-field" key={rule}>
              <label className="form-field__label" htmlFor={`level-${rule}`}>
                {RULE_LABELS[rule]} <code>{rule}</code>
              </label>
              <select id={`level-${rule}`} value={levels[rule]} onChange={(event) => setLevels({ ...levels, [rule]: event.target.value as ReadinessLevel })}>
                {READINESS_LEVELS.map((level) => (
                  <option key={level} value={level}>{LEVEL_LABELS[level]}</option>
                ))}
              </select>
            </div>
          ))}
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save readiness levels'}
          </button>
        </>
      )}
      <p role="status">{message}</p>
    </form>
  );
}
