import { parseMediaUrl } from '../media/media-names';
import { PUBLIC_ITEM_PATH } from '../routes/public-paths';
import type { BodyOutline } from './body-outline';
import type {
  ReadinessField, ReadinessFinding, ReadinessLevels, ReadinessRequest, ReadinessRuleId,
} from './readiness.view';

/** Issue 35's levels: a broken internal link and a file name as alt text stop publishing, the rest warn. */
export const DEFAULT_READINESS_LEVELS: ReadinessLevels = {
  'seo.title.length': 'warning',
  'seo.description.length': 'warning',
  'content.heading.h1': 'warning',
  'content.heading.order': 'warning',
  'a11y.link.text': 'warning',
  'a11y.alt.filename': 'error',
  'links.internal.broken': 'error',
  'social.image.size': 'warning',
};

export const TITLE_LENGTH = { min: 30, max: 60 } as const;
export const DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Link text that says nothing about where the link goes, compared without case and end punctuation. */
const VAGUE_LINK_TEXTS = new Set(['click here', 'here', 'read more', 'more', 'link']);
/** An image file name: no spaces, ending in an image extension (IMG_2041.JPG, team-photo.webp). */
const FILE_NAME = /^[^\s/\\]+\.(?:jpe?g|png|gif|webp|avif|svg|heic|tiff?|bmp)$/i;

export interface ReadinessContext {
  levels: ReadinessLevels;
  /** SITE_URL, so an absolute link to this site counts as internal. */
  siteOrigin: string;
  /** Paths of published items, as publicItemPath makes them (`/blogs/<slug>`). */
  publishedItemPaths: ReadonlySet<string>;
  /** The social image's size when known (a library image), else null: an outside image is not measured. */
  socialImageSize: { width: number; height: number } | null;
}

interface Draft {
  rule: ReadinessRuleId;
  field: ReadinessField;
  message: string;
}

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

function titleLength({ title }: ReadinessRequest): Draft[] {
  const length = plain(title).length;
  if (length >= TITLE_LENGTH.min && length <= TITLE_LENGTH.max) return [];
  return [{
    rule: 'seo.title.length',
    field: 'title',
    message: `The page title is ${length} characters; search results show ${TITLE_LENGTH.min} to ${TITLE_LENGTH.max} best. ${length < TITLE_LENGTH.min ? 'Say more about what the page offers.' : 'Shorten it so it is not cut off.'}`,
  }];
}

function descriptionLength({ metaDescription = '' }: ReadinessRequest): Draft[] {
  const length = plain(metaDescription).length;
  if (length >= DESCRIPTION_LENGTH.min && length <= DESCRIPTION_LENGTH.max) return [];
  return [{
    rule: 'seo.description.length',
    field: 'metaDescription',
    message: `The meta description is ${length} characters; search results show ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} best. ${length < DESCRIPTION_LENGTH.min ? 'Summarise the page in a full sentence or two.' : 'Shorten it so it is not cut off.'}`,
  }];
}

function headingH1(outline: BodyOutline): Draft[] {
  return outline.headings.filter((heading) => heading.level === 1).map((heading) => ({
    rule: 'content.heading.h1',
    field: 'content',
    message: `The body has a level 1 heading ("${plain(heading.text)}"), but the title is the page's only one. Make it a level 2 heading.`,
  }));
}

function headingOrder(outline: BodyOutline): Draft[] {
  const drafts: Draft[] = [];
  // The page's own h1 (the title) comes first, so the body's first heading should be an h2.
  let previous = 1;
  for (const heading of outline.headings) {
    if (heading.level > previous + 1) {
      drafts.push({
        rule: 'content.heading.order',
        field: 'content',
        message: `The heading "${plain(heading.text)}" is level ${heading.level} after level ${previous}: a level is skipped. Make it level ${previous + 1}.`,
      });
    }
    previous = heading.level;
  }
  return drafts;
}

function linkText(outline: BodyOutline): Draft[] {
  return outline.links
    .filter((link) => VAGUE_LINK_TEXTS.has(plain(link.text).toLowerCase().replace(/[.!?:…]+$/, '')))
    .map((link) => ({
      rule: 'a11y.link.text',
      field: 'content',
      message: `The link text "${plain(link.text)}" does not say where the link goes. Use words that name its destination.`,
    }));
}

function altFileNames(request: ReadinessRequest, outline: BodyOutline): Draft[] {
  const drafts: Draft[] = outline.images
    .filter((image) => FILE_NAME.test(plain(image.alt)))
    .map((image) => ({
      rule: 'a11y.alt.filename',
      field: 'content',
      message: `An image's alt text is its file name ("${plain(image.alt)}"). Describe what the image shows.`,
    }));
  if (FILE_NAME.test(plain(request.imageAlt ?? ''))) {
    drafts.unshift({
      rule: 'a11y.alt.filename',
      field: 'imageAlt',
      message: `The featured image's alt text is its file name ("${plain(request.imageAlt ?? '')}"). Describe what the image shows.`,
    });
  }
  return drafts;
}

/** The item path a link points at on this site (`/blogs/<slug>`), or null for anything else. */
export function linkedItemPath(href: string, siteOrigin: string): string | null {
  const origin = siteOrigin.replace(/\/+$/, '').toLowerCase();
  const trimmed = href.trim();
  let path: string;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) path = trimmed;
  else if (trimmed.toLowerCase().startsWith(`${origin}/`)) path = trimmed.slice(origin.length);
  else return null;
  path = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const isItemPath = Object.values(PUBLIC_ITEM_PATH).some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
  return isItemPath ? path : null;
}

function brokenLinks(outline: BodyOutline, context: ReadinessContext): Draft[] {
  return outline.links.flatMap((link) => {
    const path = linkedItemPath(link.href, context.siteOrigin);
    if (!path || context.publishedItemPaths.has(path)) return [];
    return [{
      rule: 'links.internal.broken' as const,
      field: 'content' as const,
      message: `The link "${plain(link.text)}" goes to ${path}, which is not a published page (a draft, in the trash or never made). Link to a published page or remove the link.`,
    }];
  });
}

function socialImageSize(context: ReadinessContext): Draft[] {
  const size = context.socialImageSize;
  if (!size || (size.width >= SOCIAL_IMAGE_SIZE.width && size.height >= SOCIAL_IMAGE_SIZE.height)) return [];
  return [{
    rule: 'social.image.size',
    field: 'imageUrl',
    message: `The image shared links show is ${size.width} x ${size.height}; LinkedIn and Teams need at least ${SOCIAL_IMAGE_SIZE.width} x ${SOCIAL_IMAGE_SIZE.height}. Choose a larger image.`,
  }];
}

/**
 * Every rule on an item's fields and body outline, each finding at the level the administrator set (rules
 * set to off are left out). Pure: the editor runs it as staff type, the service before a publish.
 */
export function checkReadiness(request: ReadinessRequest, outline: BodyOutline, context: ReadinessContext): ReadinessFinding[] {
  const drafts = [
    ...titleLength(request),
    ...descriptionLength(request),
    ...headingH1(outline),
    ...headingOrder(outline),
    ...linkText(outline),
    ...altFileNames(request, outline),
    ...brokenLinks(outline, context),
    ...socialImageSize(context),
  ];
  return drafts.flatMap((draft) => {
    const level = context.levels[draft.rule];
    return level === 'off' ? [] : [{ ...draft, level }];
  });
}

/**
 * The size of a library image as its address names it (`/media/<hash>-<W>x<H>-…`, the largest size kept), so
 * the editor and the service measure the same way; null for any other address, which is not measured.
 */
export function libraryImageSize(imageUrl: string | undefined): { width: number; height: number } | null {
  const name = imageUrl ? parseMediaUrl(imageUrl.trim()) : undefined;
  return name ? { width: name.width, height: name.height } : null;
}

/** The ids of the rules whose findings stop a publish, once each. */
export function blockingRules(findings: readonly ReadinessFinding[]): ReadinessRuleId[] {
  return [...new Set(findings.filter((finding) => finding.level === 'error').map((finding) => finding.rule))];
}
