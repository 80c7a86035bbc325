import { Injectable } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import { type EntityManager, Not } from 'typeorm';
import { SiteCalendar } from '../calendar/site-calendar';
import { ContentMedia } from '../media/content-media';
import { SlugRedirects } from '../redirects/slug-redirects';
import { RevisionStore } from '../revisions/revision-store';
import { type CmsContentItem, type SavedCmsItem, toCmsContentItem } from './cms-content-item';
import type { ContentFields } from './content-fields';
import { ContentItem, type ContentTrashing } from './content.entity';
import { slugConflict } from './slug-conflict';

/** What a replacing save needs to know of the stored item, read under a row lock. */
export type LockedItem = Pick<ContentItem, 'id' | 'slug' | 'status' | 'dateCreated' | 'createdById' | 'version' | 'title'>;
export const LOCKED_COLUMNS: Array<keyof LockedItem> = ['id', 'slug', 'status', 'dateCreated', 'createdById', 'version', 'title'];

interface ReplaceOptions {
  /** A published item's old slug keeps answering (301) at its new one; false when the old one now belongs to another item. */
  redirectOldSlug: boolean;
  /** More columns to set, e.g. taking the item out of the trash. */
  also?: Partial<ContentTrashing>;
}

/**
 * The steps every save shares, inside the caller's transaction: the slug must be free among the items
 * not in the trash, a redirect from it is taken over, the version goes up by one, the media library
 * learns which of its images the item now uses, and the saved item is stored as a revision.
 */
@Injectable()
export class ContentSaves {
  constructor(
    private readonly revisions: RevisionStore,
    private readonly redirects: SlugRedirects,
    private readonly calendar: SiteCalendar,
    private readonly media: ContentMedia,
  ) {}

  async insert(manager: EntityManager, fields: ContentFields, staff: StaffUser): Promise<SavedCmsItem> {
    await this.assertSlugFree(manager, fields.slug);
    const { identifiers } = await manager.insert(ContentItem, {
      ...fields,
      version: 1,
      createdById: staff.userId,
      createdByName: staff.displayName,
      updatedById: staff.userId,
      updatedByName: staff.displayName,
    });
    const id = String(identifiers[0].id);
    await this.media.recordUsage(manager, id, fields);
    const notice = await this.redirects.claim(manager, fields.slug, id);
    return this.stored(manager, id, staff, notice);
  }

  async replace(manager: EntityManager, stored: LockedItem, fields: ContentFields, staff: StaffUser, options: ReplaceOptions): Promise<SavedCmsItem> {
    await this.assertSlugFree(manager, fields.slug, stored.id);
    if (options.redirectOldSlug && stored.status === 'published' && stored.slug !== fields.slug) {
      await this.redirects.recordMove(manager, stored.slug, stored.id);
    }
    const notice = await this.redirects.claim(manager, fields.slug, stored.id);
    await manager.update(ContentItem, { id: stored.id }, {
      ...fields,
      ...options.also,
      version: () => 'version + 1',
      updatedById: staff.userId,
      updatedByName: staff.displayName,
    });
    await this.media.recordUsage(manager, stored.id, fields);
    return this.stored(manager, stored.id, staff, notice);
  }

  /** The item as the CMS answers it, read in the given transaction (so also an item in the trash). */
  async read(manager: EntityManager, id: string): Promise<CmsContentItem> {
    const item = await manager.findOneOrFail(ContentItem, { select: cmsColumns(manager), where: { id }, withDeleted: true });
    return toCmsContentItem(item, this.calendar.today());
  }

  async assertSlugFree(manager: EntityManager, slug: string, exceptId?: string): Promise<void> {
    const clash = await manager.exists(ContentItem, { where: { slug, ...(exceptId ? { id: Not(exceptId) } : {}) } });
    if (clash) {
      throw slugConflict(slug);
    }
  }

  private async stored(manager: EntityManager, id: string, staff: StaffUser, notice: string | undefined): Promise<SavedCmsItem> {
    const item = await this.read(manager, id);
    const { scheduledFor: _scheduledFor, ...revision } = item;
    await this.revisions.record(manager, revision, staff);
    return notice ? { ...item, notice } : item;
  }
}

/** Every column, the staff-only ones (who created and changed the item, its version) included. */
export function cmsColumns(manager: EntityManager): Array<keyof ContentItem> {
  return manager.connection.getMetadata(ContentItem).columns.map((column) => column.propertyName as keyof ContentItem);
}
