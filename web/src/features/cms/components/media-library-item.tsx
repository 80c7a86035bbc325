import { describeFocalPoint, type FocalPoint } from '@site/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '../../../lib/format-date';
import type { MediaItem } from '../../../types/media-item';
import { deleteMedia, isStillInUse } from '../api/delete-media';
import { updateMediaAlt } from '../api/update-media-alt';
import { updateMediaFocalPoint } from '../api/update-media-focal-point';
import { formatBytes, mediaName, thumbnailOf } from '../media-files';
import { mediaProblemText } from '../media-problem-text';
import { FocalPointPicker } from './focal-point-picker';

interface MediaLibraryItemProps {
  media: MediaItem;
  canDelete: boolean;
  onChanged: () => void;
  onSessionEnded: (error: unknown) => boolean;
}

/** One upload: its thumbnail, size, where it is used, its alt text to edit, and Delete. */
export function MediaLibraryItem({ media, canDelete, onChanged, onSessionEnded }: MediaLibraryItemProps) {
  const id = useId();
  const name = mediaName(media);
  const [alt, setAlt] = useState(media.alt ?? '');
  const [decorative, setDecorative] = useState(media.alt === '');
  const [altNote, setAltNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [deleteProblem, setDeleteProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const usedBy = media.usedBy ?? [];
  const [focalNote, setFocalNote] = useState<{ ok: boolean; text: string } | null>(null);
  // Arrow keys move the point faster than saves return: one save at a time, always of the latest point.
  const focalSaves = useRef<{ saving: boolean; next: FocalPoint | null }>({ saving: false, next: null });

  const saveFocalPoint = async (point: FocalPoint) => {
    const saves = focalSaves.current;
    saves.next = point;
    if (saves.saving) return;
    saves.saving = true;
    try {
      while (saves.next) {
        const latest = saves.next;
        saves.next = null;
        try {
          await updateMediaFocalPoint(media.id, latest);
          if (!saves.next) setFocalNote({ ok: true, text: `Focal point saved: ${describeFocalPoint(latest)}.` });
        } catch (error) {
          if (!onSessionEnded(error)) setFocalNote({ ok: false, text: mediaProblemText(error) });
          saves.next = null;
        }
      }
    } finally {
      saves.saving = false;
    }
  };

  const saveAlt = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!decorative && !alt.trim()) {
      setAltNote({ ok: false, text: 'Describe the image, or mark it as decorative.' });
      return;
    }
    setBusy(true);
    try {
      await updateMediaAlt(media.id, decorative ? '' : alt.trim());
      setAltNote({ ok: true, text: 'Alt text saved.' });
    } catch (error) {
      if (!onSessionEnded(error)) setAltNote({ ok: false, text: mediaProblemText(error) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(`Delete ${name} from the media library?`)) return;
    setBusy(true);
    setDeleteProblem('');
    try {
      await deleteMedia(media.id);
      onChanged();
    } catch (error) {
      if (onSessionEnded(error)) return;
      setDeleteProblem(mediaProblemText(error));
      // Where it is used may have changed since the list was loaded.
      if (isStillInUse(error)) onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="staff-item media-item" aria-label={name}>
      <div className="media-item__focal">
        <FocalPointPicker
          name={name}
          src={thumbnailOf(media)}
          width={media.width}
          height={media.height}
          value={{ focalX: media.focalX ?? 0.5, focalY: media.focalY ?? 0.5 }}
          disabled={busy}
          onChange={(point) => void saveFocalPoint(point)}
        />
        <p className="staff-muted">Click the part of the image that must stay in view when it is cropped (or use the arrow keys).</p>
        {focalNote && (
          <p className={focalNote.ok ? 'staff-done' : 'staff-problem'} role={focalNote.ok ? 'status' : 'alert'}>
            {focalNote.text}
          </p>
        )}
      </div>
      <div className="media-item__body">
        <h3 className="media-item__name">{name}</h3>
        <dl className="staff-facts">
          <dt>Size</dt>
          <dd>
            {media.width} x {media.height} px, {formatBytes(media.bytes)}
          </dd>
          {(media.createdBy || media.createdAt) && (
            <>
              <dt>Uploaded</dt>
              <dd>{[media.createdBy?.displayName, media.createdAt && formatDate(media.createdAt.slice(0, 10), '')].filter(Boolean).join(', ')}</dd>
            </>
          )}
          <dt>Used in</dt>
          <dd>{usedBy.length === 0 ? 'Not used' : usedBy.map((item) => (item.inTrash ? `${item.title} (in the trash)` : item.title)).join(', ')}</dd>
        </dl>
        <form className="media-item__alt" onSubmit={saveAlt} noValidate>
          <label className="form-field__label" htmlFor={`${id}-alt`}>
            Alt text of {name}
          </label>
          <input
            id={`${id}-alt`}
            value={decorative ? '' : alt}
            disabled={decorative}
            aria-invalid={altNote && !altNote.ok ? true : undefined}
            aria-describedby={altNote ? `${id}-alt-note` : undefined}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltNote(null);
            }}
          />
          <label className="media-dialog__check">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.target.checked);
                setAltNote(null);
              }}
            />
            Decorative (no alt text)
          </label>
          <div className="staff-actions">
            <button type="submit" className="button button--secondary" disabled={busy}>
              Save alt text
            </button>
            {canDelete && (
              <button type="button" className="button button--danger" disabled={busy} onClick={() => void remove()}>
                Delete
              </button>
            )}
          </div>
          {altNote && (
            <p id={`${id}-alt-note`} className={altNote.ok ? 'staff-done' : 'staff-problem'} role={altNote.ok ? 'status' : 'alert'}>
              {altNote.text}
            </p>
          )}
          {deleteProblem && (
            <p className="staff-problem" role="alert">
              {deleteProblem}
            </p>
          )}
        </form>
      </div>
    </li>
  );
}
