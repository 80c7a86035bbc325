import type { SocialFields } from '@site/contracts';
import { ValidationFailedException } from '@site/nest-server-kit';
import type { ContentAuthorship, ContentItem, ContentRendering, ContentTrashing } from './content.entity';
import type { CreateContentDto } from './dto/create-content.dto';
import { hasVisibleContent, sanitiseHtml } from './html-sanitiser';
import { slugify } from './slug';

/** Everything about an item that an editor decides; the rest is managed by the server. */
export type ContentFields = Omit<ContentItem, 'id' | 'createdAt' | 'updatedAt' | 'version' | keyof ContentAuthorship | keyof ContentTrashing | keyof ContentRendering>;

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function chooseSlug(input: CreateContentDto): { slug: string; problem?: string } {
  if (text(input.slug) !== '') {
    const slug = slugify(text(input.slug));
    return { slug, problem: slug ? undefined : 'slug must contain at least one letter or digit' };
  }
  const slug = slugify(input.title);
  return { slug, problem: slug ? undefined : 'slug cannot be made from this title: give a slug or a title with letters or digits' };
}

/**
 * Turns validated input into the stored fields: texts trimmed, defaults filled in, the slug normalised
 * (or derived from the title), the HTML sanitised.
 */
export function toContentFields(input: CreateContentDto, today: string): ContentFields {
  const { slug, problem: slugProblem } = chooseSlug(input);
  const content = sanitiseHtml(input.content);
  const problems = [
    ...(slugProblem ? [slugProblem] : []),
    ...(hasVisibleContent(content) ? [] : ['content is required']),
  ];
  if (problems.length > 0) {
    throw new ValidationFailedException(problems);
  }
  return {
    type: input.type,
    title: input.title.trim(),
    author: text(input.author),
    dateCreated: input.dateCreated ?? today,
    dateModified: input.dateModified ?? today,
    datePublished: input.datePublished ?? null,
    status: input.status,
    category: text(input.category),
    tags: text(input.tags),
    metaDescription: text(input.metaDescription),
    description: text(input.description),
    content,
    imageUrl: input.imageUrl.trim(),
    imageAlt: text(input.imageAlt),
    socialTitle: text(input.socialTitle),
    socialDescription: text(input.socialDescription),
    socialImageUrl: text(input.socialImageUrl),
    slug,
  };
}

/**
 * The fields an editor decides, taken from an item as stored (a revision, or an item in the trash).
 * Revisions saved before issue 35 have no social fields: empty, i.e. the defaults.
 */
export function fieldsOf(item: Omit<ContentFields, keyof SocialFields> & Partial<SocialFields>): ContentFields {
  return {
    type: item.type,
    title: item.title,
    author: item.author,
    dateCreated: item.dateCreated,
    dateModified: item.dateModified,
    datePublished: item.datePublished,
    status: item.status,
    category: item.category,
    tags: item.tags,
    metaDescription: item.metaDescription,
    description: item.description,
    content: item.content,
    imageUrl: item.imageUrl,
    imageAlt: item.imageAlt,
    socialTitle: item.socialTitle ?? '',
    socialDescription: item.socialDescription ?? '',
    socialImageUrl: item.socialImageUrl ?? '',
    slug: item.slug,
  };
}
