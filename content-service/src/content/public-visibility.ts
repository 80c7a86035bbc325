import { type FindOptionsWhere, IsNull, LessThanOrEqual, Or } from 'typeorm';
import type { ContentType } from './content.constants';
import type { ContentItem } from './content.entity';

/**
 * What visitors may see: published items dated today or earlier (or not dated). A published item dated
 * later is scheduled and stays out of every public answer until its day. Items in the trash are left
 * out by every find() (ContentItem.deletedAt).
 */
export function publicWhere(today: string, type?: ContentType): FindOptionsWhere<ContentItem> {
  return { status: 'published', datePublished: Or(IsNull(), LessThanOrEqual(today)), ...(type ? { type } : {}) };
}
