import '../../../styles/staff-panels.css';
import './media.css';
import { useRef, useState } from 'react';
import type { MediaItem } from '../../../types/media-item';
import { updateMediaAlt } from '../api/update-media-alt';
import { shownImageAddress, storedImageAddress } from '../image-address';
import { IMAGE_FILE_TYPES, thumbnailOf } from '../media-files';
import { useMediaUpload } from '../use-media-upload';
import { ImageAltDialog } from './image-alt-dialog';
import { MediaPickerDialog } from './media-picker-dialog';
import { FieldError, RequiredMark } from './field-feedback';
import { UploadStatus } from './upload-status';

interface FeaturedImageFieldProps {
  imageUrl: string;
  imageAlt: string;
  onChange: (field: 'imageUrl' | 'imageAlt', value: string) => void;
  /** Why the last save refused the address, shown beside it. */
  error?: string;
}

/** An http(s) address; the site's own /media/ and /images/ images are shown as such too (image-address.ts). */
const IMAGE_ADDRESS = 'https?://\\S+';

type Step = { kind: 'picking' } | { kind: 'describing'; source: 'library' | 'upload'; media: MediaItem | null } | null;

/**
 * Spec 2.13's "Featured image URL" and "Image alt text", with the image chosen from the media library or
 * uploaded on the spot (issue 25); an external address still works. The field is of URL type, as the spec
 * asks: a library image, stored as its path (/media/...), is shown as its absolute address on this site.
 */
export function FeaturedImageField({ imageUrl, imageAlt, onChange, error }: FeaturedImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { state: uploadState, upload, cancel: cancelUpload } = useMediaUpload();
  const [step, setStep] = useState<Step>(null);
  const origin = window.location.origin;
  const mixedContent = /^\s*http:/i.test(imageUrl);
  const altMissing = imageUrl.trim() !== '' && imageAlt.trim() === '';
  const urlDescribedBy = [error ? 'cms-imageUrl-error' : '', mixedContent ? 'cms-imageUrl-mixed' : ''].filter(Boolean).join(' ');

  const uploadFile = (file: File | undefined) => {
    if (!file) return;
    setStep({ kind: 'describing', source: 'upload', media: null });
    void upload(file).then((result) => result.ok && setStep({ kind: 'describing', source: 'upload', media: result.media }));
  };
  const use = (media: MediaItem, alt: string) => {
    onChange('imageUrl', media.url);
    onChange('imageAlt', alt);
    if (media.alt === null) updateMediaAlt(media.id, alt).catch(() => undefined);
    setStep(null);
    cancelUpload();
  };
  const close = () => {
    cancelUpload();
    setStep(null);
  };

  return (
    <div className="cms-form__wide media-featured">
      <div className="form-field">
        <div className="cms-form__label-row">
          <label className="form-field__label" htmlFor="cms-imageUrl">
            Featured image URL
          </label>
          <RequiredMark />
        </div>
        <input
          id="cms-imageUrl"
          name="imageUrl"
          type="url"
          required
          pattern={IMAGE_ADDRESS}
          title="An https:// address, or choose an image from the media library"
          placeholder="https://"
          value={shownImageAddress(imageUrl, origin)}
          aria-describedby={urlDescribedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange('imageUrl', storedImageAddress(event.target.value, origin))}
        />
        <FieldError id="cms-imageUrl" message={error} />
        {mixedContent && (
          <p className="staff-problem" id="cms-imageUrl-mixed" role="alert">
            An http: image is blocked as mixed content on an https site: use an https: address or the media library.
          </p>
        )}
        <div className="staff-actions">
          <button type="button" className="button button--secondary" onClick={() => setStep({ kind: 'picking' })}>
            Choose from library
          </button>
          <button type="button" className="button button--secondary" onClick={() => fileInput.current?.click()}>
            Upload featured image
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_FILE_TYPES}
            hidden
            aria-label="Featured image file"
            onChange={(event) => {
              uploadFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {imageUrl && !mixedContent && <img className="media-featured__preview" src={imageUrl} alt="" />}
      <div className="form-field">
        <label className="form-field__label" htmlFor="cms-imageAlt">
          Image alt text
        </label>
        <input
          id="cms-imageAlt"
          name="imageAlt"
          value={imageAlt}
          aria-describedby={altMissing ? 'cms-imageAlt-hint' : undefined}
          onChange={(event) => onChange('imageAlt', event.target.value)}
        />
        {altMissing && (
          <p className="cms-form__hint" id="cms-imageAlt-hint">
            Publishing needs alt text for the featured image, unless it is a library image marked decorative.
          </p>
        )}
      </div>
      {step?.kind === 'picking' && <MediaPickerDialog onChoose={(media) => setStep({ kind: 'describing', source: 'library', media })} onCancel={close} />}
      {step?.kind === 'describing' && (
        <ImageAltDialog
          heading="Featured image"
          confirmLabel="Use this image"
          initialAlt={step.media?.alt ?? ''}
          canConfirm={step.media !== null}
          onConfirm={(alt) => step.media && use(step.media, alt)}
          onCancel={close}
        >
          {step.media ? <img className="media-dialog__preview" src={thumbnailOf(step.media)} alt="" /> : <UploadStatus state={uploadState} />}
        </ImageAltDialog>
      )}
    </div>
  );
}
