import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../components/layout/use-focus-trap';

export interface ImageAltDialogProps {
  heading: string;
  /** The image, or its upload's progress or failure. */
  children: ReactNode;
  initialAlt?: string;
  confirmLabel: string;
  /** False while the image is still uploading (or failed): the alt text can be typed meanwhile. */
  canConfirm: boolean;
  /** alt: the text, or '' for an image marked decorative. */
  onConfirm: (alt: string) => void;
  /** Offered in the editor only: the image goes in now, and publishing is refused until it is described. */
  onConfirmWithoutAlt?: () => void;
  onCancel: () => void;
}

/**
 * Issue 25: inserting or choosing an image asks what it shows, or for an explicit "decorative". A dialog of its
 * own over the page (a portal), so its form is not nested in the editor's form.
 */
export function ImageAltDialog({ heading, children, initialAlt = '', confirmLabel, canConfirm, onConfirm, onConfirmWithoutAlt, onCancel }: ImageAltDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [alt, setAlt] = useState(initialAlt);
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState('');
  useFocusTrap(dialog, true, { onEscape: onCancel });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up its own tree, through the portal, to the editor's form.
    event.stopPropagation();
    if (!canConfirm) return;
    if (!decorative && !alt.trim()) {
      setProblem('Describe the image, or mark it as decorative.');
      return;
    }
    onConfirm(decorative ? '' : alt.trim());
  };

  return createPortal(
    <div className="media-dialog">
      <div className="media-dialog__backdrop" aria-hidden="true" onClick={onCancel} />
      <div ref={dialog} className="media-dialog__box" role="dialog" aria-modal="true" aria-labelledby={`${id}-heading`} tabIndex={-1}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {children}
        <form className="media-dialog__form" onSubmit={submit} noValidate>
          <label className="form-field__label" htmlFor={`${id}-alt`}>
            Alt text
          </label>
          <textarea
            id={`${id}-alt`}
            rows={2}
            value={decorative ? '' : alt}
            disabled={decorative}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-alt-hint${problem ? ` ${id}-alt-problem` : ''}`}
            onChange={(event) => {
              setAlt(event.target.value);
              setProblem('');
            }}
          />
          <p className="cms-form__hint" id={`${id}-alt-hint`}>
            What the image shows, for people who cannot see it. Leave out &quot;image of&quot;.
          </p>
          {problem && (
            <p className="staff-problem" id={`${id}-alt-problem`} role="alert">
              {problem}
            </p>
          )}
          <label className="media-dialog__check">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.target.checked);
                setProblem('');
              }}
            />
            Decorative image: it adds nothing to the text, so screen readers skip it (empty alt text)
          </label>
          <div className="media-dialog__actions">
            <button type="submit" className="button button--primary" disabled={!canConfirm}>
              {confirmLabel}
            </button>
            {onConfirmWithoutAlt && (
              <button type="button" className="button button--secondary" disabled={!canConfirm} onClick={onConfirmWithoutAlt}>
                Insert without alt text for now
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
