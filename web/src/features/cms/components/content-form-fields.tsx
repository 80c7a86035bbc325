import { Suspense, type ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import type { ContentDraft } from '../api/save-content';
import type { FieldProblem } from '../content-form';
import { EDITOR_KEYS_HINT } from '../editor-keyboard';
import { scheduledDay } from '../schedule';
import { FeaturedImageField } from './featured-image-field';
import { FieldError, RequiredMark } from './field-feedback';
import { RichTextEditorChunk as RichTextEditor } from './editor-chunks';
import { SlugField } from './slug-field';
import { SocialCardFields } from './social-card-fields';

interface ContentFormFieldsProps {
  draft: ContentDraft;
  /** `byPerson` is false for a change the rich-text editor makes itself (tidying the HTML it was given). */
  update: <K extends keyof ContentDraft>(field: K, value: ContentDraft[K], byPerson?: boolean) => void;
  /** Fields the last save refused: marked invalid, with the reason beside them (issue 27). */
  problems?: FieldProblem[];
  /** False for a contributor: the status select offers Draft only. */
  canPublish?: boolean;
  slug: { typed: boolean; onType: (slug: string) => void; onFromTitle: () => void };
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

function Field({ id, label, hint, required, error, children }: FieldProps) {
  return (
    <div className="form-field">
      <div className="cms-form__label-row">
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      {children}
      <FieldError id={id} message={error} />
      {hint && <p className="cms-form__hint">{hint}</p>}
    </div>
  );
}

/** Every field of spec 2.13, with the browser-required ones marked required. */
export function ContentFormFields({ draft, update, problems = [], canPublish = true, slug }: ContentFormFieldsProps) {
  const scheduledFor = scheduledDay(draft);
  const problemOf = (field: keyof ContentDraft) => problems.find((problem) => problem.field === field)?.message;
  const text = (field: keyof ContentDraft) => ({
    id: `cms-${field}`,
    name: field,
    value: (draft[field] as string | null) ?? '',
    onChange: (event: { target: { value: string } }) => update(field, event.target.value as never),
    ...(problemOf(field) ? { 'aria-invalid': true, 'aria-describedby': `cms-${field}-error` } : {}),
  });
  const contentProblem = problemOf('content');

  return (
    <div className="cms-form__grid">
      <Field id="cms-type" label="Content type">
        <select {...text('type')}>
          <option value="blog">Blog Post</option>
          <option value="case-study">Case Study</option>
        </select>
      </Field>
      <Field id="cms-status" label="Status">
        <select {...text('status')}>
          <option value="draft">Draft</option>
          {canPublish && <option value="published">Published</option>}
        </select>
      </Field>
      <div className="cms-form__wide">
        <Field id="cms-title" label="Title" required error={problemOf('title')}>
          <input {...text('title')} required />
        </Field>
      </div>
      <div className="cms-form__wide">
        <SlugField slug={draft.slug} type={draft.type} {...slug} />
      </div>
      <Field id="cms-author" label={draft.type === 'case-study' ? 'Author (client name)' : 'Author'} required>
        <input {...text('author')} required />
      </Field>
      <Field id="cms-category" label="Category">
        <input {...text('category')} />
      </Field>
      <div className="cms-form__wide">
        <Field id="cms-tags" label="Tags (comma-separated)">
          <input {...text('tags')} />
        </Field>
      </div>
      <Field id="cms-datePublished" label="Publication date" required hint={scheduledFor && `Scheduled for ${formatDate(scheduledFor)}: it goes live that day.`}>
        <input {...text('datePublished')} type="date" required />
      </Field>
      <Field id="cms-dateModified" label="Last modified date" required>
        <input {...text('dateModified')} type="date" required />
      </Field>
      <div className="cms-form__wide">
        <Field
          id="cms-metaDescription"
          label="Meta description"
          hint={`About 150-160 characters for search results: ${draft.metaDescription.length} characters`}
        >
          <textarea {...text('metaDescription')} rows={2} />
        </Field>
      </div>
      <div className="cms-form__wide">
        <Field id="cms-description" label="Brief description" required>
          <textarea {...text('description')} rows={3} required />
        </Field>
      </div>
      <div className="cms-form__wide form-field">
        <div className="cms-form__label-row">
          <span className="form-field__label" id="cms-content-label">
            Content
          </span>
          <RequiredMark />
        </div>
        <p className="cms-form__hint" id="cms-content-keys">
          {EDITOR_KEYS_HINT}
        </p>
        <Suspense fallback={<p className="cms-form__hint">Loading the editor...</p>}>
          <RichTextEditor
            id="cms-content"
            labelId="cms-content-label"
            value={draft.content}
            onChange={(html, byPerson) => update('content', html, byPerson)}
            describedBy={contentProblem ? 'cms-content-error cms-content-keys' : 'cms-content-keys'}
            invalid={Boolean(contentProblem)}
          />
        </Suspense>
        <FieldError id="cms-content" message={contentProblem} />
      </div>
      <FeaturedImageField imageUrl={draft.imageUrl} imageAlt={draft.imageAlt} onChange={update} error={problemOf('imageUrl')} />
      <SocialCardFields draft={draft} onChange={update} problemOf={problemOf} />
    </div>
  );
}
