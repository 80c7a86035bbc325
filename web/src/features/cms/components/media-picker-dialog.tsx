import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../components/layout/use-focus-trap';
import type { MediaItem } from '../../../types/media-item';
import { formatBytes, mediaName, thumbnailOf } from '../media-files';
import { mediaProblemText } from '../media-problem-text';
import { useMediaPages } from '../use-media-page';

interface MediaPickerDialogProps {
  onChoose: (media: MediaItem) => void;
  onCancel: () => void;
}

/** The media library as a list of images to choose one from (the featured image). */
export function MediaPickerDialog({ onChoose, onCancel }: MediaPickerDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const { state, loadMore, hasMore } = useMediaPages();
  useFocusTrap(dialog, true, { onEscape: onCancel });

  return createPortal(
    <div className="media-dialog">
      <div className="media-dialog__backdrop" aria-hidden="true" onClick={onCancel} />
      <div ref={dialog} className="media-dialog__box media-dialog__box--wide" role="dialog" aria-modal="true" aria-labelledby={`${id}-heading`} tabIndex={-1}>
        <h2 id={`${id}-heading`}>Choose from the media library</h2>
        {state.status === 'loading' && <p role="status">Loading the media library...</p>}
        {state.status === 'failed' && (
          <p className="staff-problem" role="alert">
            The media library could not be loaded: {mediaProblemText(state.error)}
          </p>
        )}
        {state.status === 'loaded' && state.items.length === 0 && <p>The library is empty: upload an image instead.</p>}
        {state.status === 'loaded' && state.items.length > 0 && (
          <ul className="media-picker">
            {state.items.map((media) => (
              <li key={media.id}>
                <button type="button" className="media-picker__choice" onClick={() => onChoose(media)}>
                  <img src={thumbnailOf(media)} alt="" width={160} height={Math.round((160 * media.height) / Math.max(media.width, 1))} loading="lazy" />
                  <span className="media-picker__name">Choose {mediaName(media)}</span>
                  <span className="staff-muted">
                    {media.width} x {media.height}, {formatBytes(media.bytes)}
                    {media.alt ? `: ${media.alt}` : media.alt === '' ? ': decorative' : ': no alt text yet'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="media-dialog__actions">
          {hasMore && (
            <button type="button" className="button button--secondary" onClick={loadMore}>
              Show more
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
