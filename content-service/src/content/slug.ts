import { CONTENT_LIMITS } from './content.constants';

/**
 * The URL identifier of a content item, as the editor shows it: lower-cased, every run of characters
 * other than a-z and 0-9 turned into one hyphen, no hyphen at either end. May be empty.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CONTENT_LIMITS.slug)
    .replace(/^-+|-+$/g, '');
}

/** True for text slugify() can produce: lower-case letters and digits in runs joined by single hyphens. */
export function isSlug(text: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
}

/** A slug an item could have: within the length limit and of slugify()'s form. */
export function isWellFormedSlug(text: string): boolean {
  return text.length <= CONTENT_LIMITS.slug && isSlug(text);
}
