import './readiness-panel.css';
import type { ReadinessField, ReadinessFinding } from '@site/contracts';
import type { ContentDraft } from '../api/save-content';
import { focusWhenPresent } from '../focus-when-present';
import { useReadiness } from '../use-readiness';

/** The form's label of each field a finding concerns, and where "Go to" takes focus. */
const FIELDS: Record<ReadinessField, { label: string; target: string }> = {
  title: { label: 'Title', target: '#cms-title' },
  metaDescription: { label: 'Meta description', target: '#cms-metaDescription' },
  content: { label: 'Content', target: '#cms-content .ql-editor' },
  imageUrl: { label: 'Featured image URL', target: '#cms-imageUrl' },
  imageAlt: { label: 'Image alt text', target: '#cms-imageAlt' },
};

function summary(findings: ReadinessFinding[]): string {
  if (findings.length === 0) return 'No problems found.';
  const errors = findings.filter((finding) => finding.level === 'error').length;
  const count = `${findings.length} ${findings.length === 1 ? 'finding' : 'findings'}`;
  return errors === 0 ? `${count}; none stops publishing.` : `${count}; ${errors} ${errors === 1 ? 'stops' : 'stop'} publishing until fixed.`;
}

/**
 * Issue 35's readiness checks as the person types: each finding with its field and its fix. Errors stop a
 * publish (the service refuses it with the same rules); drafts are always saved.
 */
export function ReadinessPanel({ draft }: { draft: ContentDraft }) {
  const findings = useReadiness(draft);
  return (
    <section className="cms-readiness cms-form__wide" aria-labelledby="cms-readiness-heading">
      <h2 id="cms-readiness-heading" className="cms-readiness__heading">Readiness checks</h2>
      <p className="cms-form__hint" aria-live="polite">{summary(findings)}</p>
      {findings.length > 0 && (
        <ul className="cms-readiness__list">
          {findings.map((finding, index) => (
            <li key={`${finding.rule}-${index}`} className={`cms-readiness__finding cms-readiness__finding--${finding.level}`}>
              <span className="cms-readiness__level">{finding.level === 'error' ? 'Stops publishing' : 'Warning'}</span>{' '}
              <strong>{FIELDS[finding.field].label}:</strong> {finding.message}{' '}
              <button type="button" className="cms-readiness__go" onClick={() => focusWhenPresent(FIELDS[finding.field].target, { scroll: true })}>
                Go to {FIELDS[finding.field].label.toLowerCase()}
              </button>{' '}
              <code className="cms-readiness__rule">{finding.rule}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
