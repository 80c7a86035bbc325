import { lazy, Suspense, type ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import type { ContentDraft } from '../api/save-content';
import { scheduledDay } from '../schedule';
import { FeaturedImageField } from './featured-image-field';
import { SlugField } from './slug-field';

// Quill is most of the editor's code: a chunk of its own, so Manage Content does not wait for it (issue 24).
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

interface ContentFormFieldsProps {
  draft: ContentDraft;
  /** `byPerson` is false for a change the rich-text editor makes itself (tidying the HTML it was given). */
  update: <K extends keyof ContentDraft>(field: K, value: ContentDraft[K], byPerson?: boolean) => void;
  /** False for a contributor: the status select offers Draft only. */
  canPublish?: boolean;
  slug: { typed: boolean; onType: (slug: string) => void; onFromTitle: () => void };
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && <p className="cms-form__hint">{hint}</p>}
    </div>
  );
}

/** Every field of spec 2.13, with the browser-required ones marked required. */
export function ContentFormFields({ draft, update, canPublish = true, slug }: ContentFormFieldsProps) {
  const scheduledFor = scheduledDay(draft);
  const text = (field: keyof ContentDraft) => ({
    id: `cms-${field}`,
    name: field,
    value: (draft[field] as string | null) ?? '',
    onChange: (event: { target: { value: string } }) => update(field, event.target.value as never),
  });

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
        <Field id="cms-title" label="Title">
          <input {...text('title')} required />
        </Field>
      </div>
      <div className="cms-form__wide">
        <SlugField slug={draft.slug} type={draft.type} {...slug} />
      </div>
      <Field id="cms-author" label={draft.type === 'case-study' ? 'Author (client name)' : 'Author'}>
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
      <Field id="cms-datePublished" label="Publication date" hint={scheduledFor && `Scheduled for ${formatDate(scheduledFor)}: it goes live that day.`}>
        <input {...text('datePublished')} type="date" required />
      </Field>
      <Field id="cms-dateModified" label="Last modified date">
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
        <Field id="cms-description" label="Brief description">
          <textarea {...text('description')} rows={3} required />
        </Field>
      </div>
      <div className="cms-form__wide form-field">
        <span className="form-field__label" id="cms-content-label">
          Content
        </span>
        <Suspense fallback={<p className="cms-form__hint">Loading the editor...</p>}>
          <RichTextEditor id="cms-content" labelId="cms-content-label" value={draft.content} onChange={(html, byPerson) => update('content', html, byPerson)} />
        </Suspense>
      </div>
      <FeaturedImageField imageUrl={draft.imageUrl} imageAlt={draft.imageAlt} onChange={update} />
    </div>
  );
}
