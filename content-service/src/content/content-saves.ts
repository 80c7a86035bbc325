import { Injectable } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import { SiteCalendar } from '../calendar/site-calendar';
import type { Transaction } from '../database/transaction';
import { ContentMedia } from '../media/content-media';
import { SlugRedirects } from '../redirects/slug-redirects';
import { ContentRevisionsRepository } from '../revisions/content-revisions.repository';
import { type CmsContentItem, type SavedCmsItem, toCmsContentItem } from './cms-content-item';
import type { ContentFields } from './content-fields';
import { ContentItemsRepository, type LockedItem } from './content-items.repository';
import type { ContentTrashing } from './content.entity';
import { renderedBody } from './rendered-body';
import { slugConflict } from './slug-conflict';

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
    private readonly items: ContentItemsRepository,
    private readonly revisions: ContentRevisionsRepository,
    private readonly redirects: SlugRedirects,
    private readonly calendar: SiteCalendar,
    private readonly media: ContentMedia,
  ) {}

  async insert(tx: Transaction, fields: ContentFields, staff: StaffUser): Promise<SavedCmsItem> {
    await this.assertSlugFree(tx, fields.slug);
    const id = await this.items.insert(tx, {
      ...fields,
      ...renderedBody(fields.content),
      createdById: staff.userId,
      createdByName: staff.displayName,
      updatedById: staff.userId,
      updatedByName: staff.displayName,
    });
    await this.media.recordUsage(tx, id, fields);
    const notice = await this.redirects.claim(tx, fields.slug, id);
    return this.stored(tx, id, staff, notice);
  }

  async replace(tx: Transaction, stored: LockedItem, fields: ContentFields, staff: StaffUser, options: ReplaceOptions): Promise<SavedCmsItem> {
    await this.assertSlugFree(tx, fields.slug, stored.id);
    if (options.redirectOldSlug && stored.status === 'published' && stored.slug !== fields.slug) {
      await this.redirects.recordMove(tx, stored.slug, stored.id);
    }
    const notice = await this.redirects.claim(tx, fields.slug, stored.id);
    await this.items.replace(tx, stored.id, {
      ...fields,
      ...renderedBody(fields.content),
      ...options.also,
      updatedById: staff.userId,
      updatedByName: staff.displayName,
    });
    await this.media.recordUsage(tx, stored.id, fields);
    return this.stored(tx, stored.id, staff, notice);
  }

  /** The item as the CMS answers it, read in the given transaction (so also an item in the trash). */
  async read(tx: Transaction, id: string): Promise<CmsContentItem> {
    const item = await this.items.findForStaff(id, { tx, withTrashed: true });
    if (!item) throw new Error(`Content item ${id} vanished inside its own transaction`);
    return toCmsContentItem(item, this.calendar.today());
  }

  /** Stores the item as just saved (or seeded) as its newest revision. */
  async recordRevision(tx: Transaction, id: string, staff: StaffUser | null): Promise<CmsContentItem> {
    const item = await this.read(tx, id);
    const { scheduledFor: _scheduledFor, ...revision } = item;
    await this.revisions.record(tx, revision, staff);
    return item;
  }

  private async assertSlugFree(tx: Transaction, slug: string, exceptId?: string): Promise<void> {
    if (await this.items.slugTaken(tx, slug, exceptId)) {
      throw slugConflict(slug);
    }
  }

  private async stored(tx: Transaction, id: string, staff: StaffUser, notice: string | undefined): Promise<SavedCmsItem> {
    const item = await this.recordRevision(tx, id, staff);
    return notice ? { ...item, notice } : item;
  }
}
