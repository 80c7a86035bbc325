import { lazy, Suspense } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import type { ContentDraft } from '../api/save-content';
import { draftFromItem } from '../content-form';
import type { EditConflict } from '../use-content-editor';

// The comparison and its diff library are fetched only when two people collide.
const TextComparison = lazy(() => import('./text-comparison'));

interface EditConflictPanelProps {
  conflict: EditConflict;
  mine: ContentDraft;
  busy: boolean;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
  onSaveMineAsCopy: () => void;
}

/** Someone else saved first: who and when, both texts side by side, and three ways on that lose nothing. */
export function EditConflictPanel({ conflict, mine, busy, onKeepTheirs, onKeepMine, onSaveMineAsCopy }: EditConflictPanelProps) {
  const { theirs } = conflict;
  const who = theirs.updatedBy?.displayName ?? 'Someone else';
  const when = formatDateTime(theirs.updatedAt, 'a moment ago');
  return (
    <section className="cms-conflict" aria-labelledby="cms-conflict-heading">
      <div role="alert">
        <h2 id="cms-conflict-heading">
          {who} saved this at <time dateTime={theirs.updatedAt}>{when}</time>
        </h2>
      </div>
      <p>{conflict.message.replace(/[.!]?\s*$/, '.')} Your text is still in the form below and nothing has been saved over. Compare the two and choose:</p>
      <Suspense fallback={<p>Loading the comparison...</p>}>
        <TextComparison theirs={draftFromItem(theirs)} mine={mine} />
      </Suspense>
      <div className="cms-conflict__choices">
        <button type="button" className="button button--secondary" onClick={onKeepTheirs} disabled={busy}>
          Keep theirs
        </button>
        <button type="button" className="button button--primary" onClick={onKeepMine} disabled={busy}>
          Keep mine
        </button>
        <button type="button" className="button button--secondary" onClick={onSaveMineAsCopy} disabled={busy}>
          Save mine as a new draft
        </button>
      </div>
      <p className="cms-form__hint">
        Keep theirs loads their version into the form; your text stays here as an unsaved draft you can restore. Keep mine saves your text as
        the next version; theirs stays in the revisions. Save mine as a new draft keeps their version and saves yours as a separate draft
        titled &quot;(copy)&quot;.
      </p>
    </section>
  );
}
