import type { ContentType } from '../../../types/content-item';
import { paths } from '../../../config/paths';
import { slugify } from '../content-form';

interface SlugFieldProps {
  slug: string;
  type: ContentType;
  /** A person typed it; otherwise it follows the title (spec 5). */
  typed: boolean;
  onType: (slug: string) => void;
  onFromTitle: () => void;
}

/** The address of the item: generated live from the title until a person types their own. */
export function SlugField({ slug, type, typed, onType, onFromTitle }: SlugFieldProps) {
  const written = slugify(slug);
  const address = written ? (type === 'blog' ? paths.blogPost(written) : paths.caseStudy(written)) : null;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor="cms-slug">
        Slug
      </label>
      <input id="cms-slug" name="slug" value={slug} onChange={(event) => onType(event.target.value)} placeholder="(from the title)" aria-describedby="cms-slug-hint" />
      <p className="cms-form__hint" id="cms-slug-hint">
        {address ? `Address: ${address}` : 'Generated from the title.'}
        {typed ? ' Typed by hand; it no longer follows the title. ' : ' Follows the title until you type your own.'}
        {typed && (
          <button type="button" className="cms-form__link-button" onClick={onFromTitle}>
            Generate from the title
          </button>
        )}
      </p>
    </div>
  );
}
