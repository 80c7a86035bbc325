import { useCallback, useEffect, useState } from 'react';
import { useFirstAnswer } from '../../../lib/first-answer';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { useSessionEnded } from '../../../lib/use-session-ended';
import { deleteForever } from '../api/delete-forever';
import { listTrash, type TrashedItem } from '../api/list-trash';
import { restoreFromTrash } from '../api/restore-from-trash';
import { serverSentence } from '../api/save-content';

type Outcome = { kind: 'done' | 'problem'; text: string };

const reasonOf = (error: unknown) => (error instanceof ApiError ? serverSentence(error) : 'Network response was not ok');

/** Deleted items (who, when) with Restore and Delete forever; the server empties it after 30 days. */
export default function TrashPanel({ first }: { first?: Promise<TrashedItem[]> }) {
  const takeFirst = useFirstAnswer(first);
  const sessionEnded = useSessionEnded();
  const [items, setItems] = useState<TrashedItem[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const failed = useCallback(
    (error: unknown) => {
      if (!sessionEnded(error)) setOutcome({ kind: 'problem', text: reasonOf(error) });
    },
    [sessionEnded],
  );
  const reload = useCallback(() => (takeFirst() ?? listTrash()).then(setItems, failed), [failed, takeFirst]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const restore = async (item: TrashedItem) => {
    setOutcome(null);
    try {
      await restoreFromTrash(item.id);
      setOutcome({ kind: 'done', text: `"${item.title}" is back in Manage Content.` });
      await reload();
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (item: TrashedItem) => {
    if (!window.confirm(`Delete "${item.title}" forever? It cannot be restored afterwards.`)) return;
    setOutcome(null);
    try {
      await deleteForever(item.id);
      setOutcome({ kind: 'done', text: `"${item.title}" was deleted forever.` });
      await reload();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="cms-trash">
      <p className="cms-form__hint">Deleted items stay here for 30 days, then they are removed for good.</p>
      {outcome && (
        <p className={`cms-trash__outcome cms-trash__outcome--${outcome.kind}`} role={outcome.kind === 'problem' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
      {items === null ? (
        <p>Loading...</p>
      ) : items.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul className="cms-trash__list">
          {items.map((item) => (
            <li key={item.id}>
              <article className="cms-trash__item" aria-label={item.title}>
                <h2 className="cms-card__title">{item.title}</h2>
                <p className="cms-card__meta">
                  {item.type === 'blog' ? 'Blog Post' : 'Case Study'} · deleted {item.deletedBy ? `by ${item.deletedBy.displayName} ` : ''}
                  <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time>
                </p>
                <div className="cms-card__actions">
                  <button type="button" className="button button--secondary" onClick={() => void restore(item)}>
                    Restore
                  </button>
                  <button type="button" className="button button--danger" onClick={() => void remove(item)}>
                    Delete forever
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
