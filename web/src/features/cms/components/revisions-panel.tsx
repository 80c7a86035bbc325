import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useSessionEnded } from '../../../lib/use-session-ended';
import type { ContentItem } from '../../../types/content-item';
import { getRevision, type Revision } from '../api/get-revision';
import { listRevisions, type RevisionSummary } from '../api/list-revisions';
import { restoreRevision } from '../api/restore-revision';
import { ReviewDecisionList } from './review-decision-list';

interface RevisionsPanelProps {
  itemId: string;
  /** A restored revision is the item's new current version; the editor shows it. */
  onRestored: (item: ContentItem, sentence: string) => void;
}

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Network response was not ok');
function SavedBy({ revision }: { revision: Pick<RevisionSummary, 'savedBy' | 'savedAt'> }) {
  return (
    <>
      {revision.savedBy ? `by ${revision.savedBy.displayName}` : 'before staff accounts'}, <time dateTime={revision.savedAt}>{formatDateTime(revision.savedAt)}</time>
    </>
  );
}

/** Every save of the item (who, when, version), each viewable read-only and restorable. Opened on demand. */
export function RevisionsPanel({ itemId, onRestored }: RevisionsPanelProps) {
  const sessionEnded = useSessionEnded();
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [viewing, setViewing] = useState<Revision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (!sessionEnded(error)) setProblem(reasonOf(error));
  };

  const load = () => {
    setProblem(null);
    listRevisions(itemId).then(setRevisions, failed);
  };

  const view = (revision: RevisionSummary) => {
    setProblem(null);
    getRevision(itemId, revision.id).then(setViewing, failed);
  };

  const restore = async (revision: Pick<RevisionSummary, 'id' | 'version'>) => {
    if (!window.confirm(`Restore version ${revision.version}? It becomes the current version; the text it replaces stays in the revisions.`)) return;
    try {
      const item = await restoreRevision(itemId, revision.id);
      onRestored(item, item.version ? `Version ${revision.version} restored: it is now version ${item.version}.` : `Version ${revision.version} restored.`);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <details className="cms-revisions" aria-label="Revisions" onToggle={(event) => event.currentTarget.open && revisions === null && load()}>
      <summary>Revisions</summary>
      {problem && <p role="alert">Could not load the revisions: {problem}</p>}
      {revisions === null ? (
        !problem && <p>Loading...</p>
      ) : revisions.length === 0 ? (
        <p>No earlier versions yet.</p>
      ) : (
        <ol className="cms-revisions__list">
          {revisions.map((revision) => (
            <li key={revision.id} className="cms-revisions__entry">
              <span>
                <strong>Version {revision.version}</strong> ({revision.status === 'published' ? 'Published' : 'Draft'}), saved <SavedBy revision={revision} />: {revision.title}
              </span>
              <button type="button" className="button button--secondary" onClick={() => view(revision)}>
                View<span className="visually-hidden"> version {revision.version}</span>
              </button>
              <button type="button" className="button button--secondary" onClick={() => void restore(revision)}>
                Restore<span className="visually-hidden"> version {revision.version}</span>
              </button>
              <ReviewDecisionList decisions={revision.decisions} label={`Review decisions on version ${revision.version}`} />
            </li>
          ))}
        </ol>
      )}
      {viewing && (
        <section className="cms-revisions__view" aria-label={`Version ${viewing.version}, read only`}>
          <h3>
            Version {viewing.version}: {viewing.item.title}
          </h3>
          <p className="cms-form__hint">
            Saved <SavedBy revision={viewing} />. Read only.
          </p>
          <div className="cms-revisions__body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(viewing.item.content) }} />
          <div className="cms-revisions__actions">
            <button type="button" className="button button--secondary" onClick={() => void restore(viewing)}>
              Restore this version
            </button>
            <button type="button" className="button button--secondary" onClick={() => setViewing(null)}>
              Close
            </button>
          </div>
        </section>
      )}
    </details>
  );
}
