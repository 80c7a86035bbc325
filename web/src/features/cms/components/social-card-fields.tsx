import { SOCIAL_LIMITS, socialCardOf } from '@site/contracts';
import { useSiteConfig } from '../../../config/site-config-context';
import type { ContentDraft } from '../api/save-content';
import { shownImageAddress, storedImageAddress } from '../image-address';
import { FieldError } from './field-feedback';

type SocialField = 'socialTitle' | 'socialDescription' | 'socialImageUrl';

interface SocialCardFieldsProps {
  draft: Pick<ContentDraft, 'title' | 'metaDescription' | 'imageUrl' | 'imageAlt' | SocialField>;
  onChange: (field: SocialField, value: string) => void;
  problemOf: (field: SocialField) => string | undefined;
}

/**
 * Issue 35: the title, description and image a shared link shows (LinkedIn, Teams...), each left empty to
 * use the title, the meta description and the featured image, with a preview of the card as those
 * networks draw it. The page's Open Graph image is a 1200 x 630 crop around the library image's focal point.
 */
export function SocialCardFields({ draft, onChange, problemOf }: SocialCardFieldsProps) {
  const { SITE_URL } = useSiteConfig();
  const origin = window.location.origin;
  const card = socialCardOf(draft);
  const input = (field: SocialField) => ({
    id: `cms-${field}`,
    name: field,
    value: field === 'socialImageUrl' ? shownImageAddress(draft[field], origin) : draft[field],
    maxLength: SOCIAL_LIMITS[field],
    ...(problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `cms-${field}-error` } : {}),
  });

  return (
    <fieldset className="cms-form__wide social-card">
      <legend className="form-field__label">Shared link (LinkedIn, Teams, Facebook)</legend>
      <p className="cms-form__hint">Leave a field empty to use the title, the meta description or the featured image.</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor="cms-socialTitle">Social title</label>
        <input {...input('socialTitle')} placeholder={draft.title} onChange={(event) => onChange('socialTitle', event.target.value)} />
        <FieldError id="cms-socialTitle" message={problemOf('socialTitle')} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="cms-socialDescription">Social description</label>
        <textarea {...input('socialDescription')} rows={2} placeholder={draft.metaDescription} onChange={(event) => onChange('socialDescription', event.target.value)} />
        <FieldError id="cms-socialDescription" message={problemOf('socialDescription')} />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="cms-socialImageUrl">Social image URL</label>
        <input
          {...input('socialImageUrl')}
          type="url"
          placeholder={shownImageAddress(draft.imageUrl, origin) || 'https://'}
          onChange={(event) => onChange('socialImageUrl', storedImageAddress(event.target.value, origin))}
        />
        <FieldError id="cms-socialImageUrl" message={problemOf('socialImageUrl')} />
      </div>
      <figure className="social-card__preview" aria-label="Preview of a shared link">
        {card.imageUrl ? (
          <img className="social-card__image" src={shownImageAddress(card.imageUrl, origin)} alt="" width={1200} height={630} />
        ) : (
          <div className="social-card__image social-card__image--none">No image</div>
        )}
        <figcaption className="social-card__text">
          <span className="social-card__host">{hostOf(SITE_URL)}</span>
          <strong className="social-card__title">{card.title || 'Untitled'}</strong>
          {card.description && <span className="social-card__description">{card.description}</span>}
        </figcaption>
      </figure>
    </fieldset>
  );
}

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
}
