import { formatDateTime } from '../../../lib/format-date-time';
import type { UnsavedCopy } from '../unsaved-copies';

interface UnsavedCopyOffersProps {
  copies: UnsavedCopy[];
  onRestore: (copy: UnsavedCopy) => void;
  onDiscard: (copy: UnsavedCopy) => void;
}

/** Unsaved typing kept in this browser (after a reset, a reload, a crash or a new login), one click from coming back. */
export function UnsavedCopyOffers({ copies, onRestore, onDiscard }: UnsavedCopyOffersProps) {
  if (copies.length === 0) return null;
  return (
    <section className="cms__kept-draft" aria-label="Unsaved drafts">
      <ul className="cms__kept-list">
        {copies.map((copy) => (
          <li key={copy.key} className="cms__kept-copy">
            <p>
              Unsaved {copy.itemId ? 'changes to' : 'new item'} {copy.draft.title ? `"${copy.draft.title}"` : '(no title yet)'}, typed{' '}
              <time dateTime={copy.typedAt}>{formatDateTime(copy.typedAt)}</time>.
            </p>
            <button type="button" className="button button--primary" onClick={() => onRestore(copy)}>
              Restore unsaved draft
            </button>
            <button type="button" className="button button--secondary" onClick={() => onDiscard(copy)}>
              Discard
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
