import type { ContentItem } from '../../types/content-item';
import type { ContentDraft } from './api/save-content';
import { withoutTabs } from './without-tabs';

/** Spec 5: lower-cased, every run of characters other than a-z and 0-9 becomes a hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Spec 9: a new item is a blog post, a draft, dated today. */
export function blankDraft(): ContentDraft {
  const date = today();
  return {
    type: 'blog',
    title: '',
    author: '',
    dateCreated: date,
    dateModified: date,
    datePublished: date,
    status: 'draft',
    category: '',
    tags: '',
    metaDescription: '',
    description: '',
    content: '',
    imageUrl: '',
    imageAlt: '',
    socialTitle: '',
    socialDescription: '',
    socialImageUrl: '',
    slug: '',
  };
}

export function draftFromItem(item: ContentItem): ContentDraft {
  const { id: _id, ...rest } = item;
  const draft = blankDraft();
  for (const key of Object.keys(draft) as Array<keyof ContentDraft>) {
    (draft as Record<string, unknown>)[key] = rest[key] ?? draft[key];
  }
  return { ...draft, dateModified: today() };
}

/** Quill leaves "<p><br></p>" in an editor the user emptied. */
function isBlankHtml(html: string): boolean {
  return html.replace(/<(?!img)[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** A field the save refused, with spec 5's sentence for it. */
export interface FieldProblem {
  field: 'title' | 'content' | 'imageUrl';
  message: string;
}

/** Spec 5's checks, each tied to its field (issue 27 marks the field and moves focus to the first). */
export function fieldProblems(draft: ContentDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!draft.title.trim()) problems.push({ field: 'title', message: 'Title is required' });
  if (isBlankHtml(draft.content)) problems.push({ field: 'content', message: 'Content is required' });
  if (!draft.imageUrl.trim()) problems.push({ field: 'imageUrl', message: 'Please provide an image URL' });
  return problems;
}

/** Spec 5: every problem, one per line, in one alert. */
export function validationProblems(draft: ContentDraft): string[] {
  return fieldProblems(draft).map((problem) => problem.message);
}

/**
 * What is sent: the whole item with its slug from the title, or the slug a person typed (written the
 * same way as a generated one).
 */
export function toPayload(draft: ContentDraft, { slugTyped = false } = {}): ContentDraft {
  const slug = (slugTyped && slugify(draft.slug)) || slugify(draft.title);
  return { ...draft, slug, content: withoutTabs(draft.content), datePublished: draft.datePublished || null };
}
