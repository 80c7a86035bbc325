import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffUser } from '@site/nest-server-kit';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { SiteCalendar } from '../calendar/site-calendar';
import type { AppConfig } from '../config/app.config';
import { type SavedCmsItem, type StaffReference, staffReference } from '../content/cms-content-item';
import { fieldsOf } from '../content/content-fields';
import { refusalToRestore } from '../content/content-permissions';
import { ContentSaves, cmsColumns } from '../content/content-saves';
import { refuseWith } from '../content/content.service';
import { ContentWrites } from '../content/content-writes';
import { CONTENT_LIMITS, CONTENT_NOT_FOUND, type ContentType } from '../content/content.constants';
import { ContentItem } from '../content/content.entity';
import { PUBLIC_ITEM_PATH } from '../content/public-paths';
import { SlugRedirects } from '../redirects/slug-redirects';

export interface TrashedItem {
  id: string;
  title: string;
  type: ContentType;
  deletedAt: Date;
  deletedBy: StaffReference | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_IN_TRASH = 'This item is not in the trash';

/** The trash: items deleted from the CMS, kept TRASH_RETENTION_DAYS so they can be restored. */
@Injectable()
export class TrashService {
  private readonly retentionDays: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writes: ContentWrites,
    private readonly saves: ContentSaves,
    private readonly redirects: SlugRedirects,
    private readonly calendar: SiteCalendar,
    config: ConfigService,
  ) {
    this.retentionDays = config.getOrThrow<AppConfig>('app').trashRetentionDays;
  }

  /** Newest deletion first. */
  async list(): Promise<TrashedItem[]> {
    const items = await this.dataSource.manager.find(ContentItem, {
      select: ['id', 'title', 'type', 'deletedAt', 'deletedById', 'deletedByName'],
      where: { deletedAt: Not(IsNull()) },
      withDeleted: true,
      order: { deletedAt: 'DESC', id: 'ASC' },
    });
    return items.map(({ id, title, type, deletedAt, deletedById, deletedByName }) => ({
      id, title, type, deletedAt: deletedAt as Date, deletedBy: staffReference(deletedById, deletedByName),
    }));
  }

  /**
   * Takes the item out of the trash as it was (a new version and revision). When another item has taken
   * its slug meanwhile, it comes back as a draft at a free slug, and the notice says where, so nothing is
   * lost and nothing goes live at an address it did not have.
   */
  restore(id: string, staff: StaffUser): Promise<SavedCmsItem> {
    refuseWith(refusalToRestore(staff));
    return this.writes.run(undefined, async (manager) => {
      const stored = await this.lockTrashed(manager, id, cmsColumns(manager));
      refuseWith(refusalToRestore(staff, stored));
      let fields = fieldsOf(stored);
      let notice: string | undefined;
      if (await manager.existsBy(ContentItem, { slug: fields.slug })) {
        const slug = await this.freeSlug(manager, fields.slug);
        const path = PUBLIC_ITEM_PATH[fields.type];
        notice = `Another item now uses the address ${path}${fields.slug}; this item was restored as a draft at ${path}${slug}: change its slug before publishing it again`;
        fields = { ...fields, slug, status: 'draft' };
      }
      const restored = await this.saves.replace(manager, stored, fields, staff, {
        redirectOldSlug: false,
        also: { deletedAt: null, deletedById: null, deletedByName: null },
      });
      return { result: notice ? { ...restored, notice } : restored, change: { action: 'restored', id } };
    });
  }

  /** Deletes an item in the trash for good, with its revisions and redirects; returns its title for the audit trail. */
  deleteForever(id: string): Promise<{ title: string }> {
    return this.writes.run(undefined, async (manager) => {
      const { title } = await this.lockTrashed(manager, id, ['id', 'title']);
      await manager.delete(ContentItem, { id });
      return { result: { title }, change: { action: 'purged', id } };
    });
  }

  /**
   * Deletes for good what has been in the trash longer than TRASH_RETENTION_DAYS (by the service's
   * clock). Safe to run on every replica at once: each row is deleted once, the others find nothing.
   */
  async purgeExpired(): Promise<Array<{ id: string; title: string }>> {
    const cutoff = new Date(this.calendar.now().getTime() - this.retentionDays * DAY_MS);
    return this.dataSource.query(
      `WITH purged AS (DELETE FROM content.content_items WHERE deleted_at < $1 RETURNING id, title)
       SELECT id, title FROM purged`,
      [cutoff],
    );
  }

  get retentionInDays(): number {
    return this.retentionDays;
  }

  private async lockTrashed(manager: EntityManager, id: string, select: Array<keyof ContentItem>): Promise<ContentItem> {
    const item = await manager.findOne(ContentItem, {
      select, where: { id, deletedAt: Not(IsNull()) }, withDeleted: true, lock: { mode: 'pessimistic_write' },
    });
    if (!item) {
      const live = await manager.existsBy(ContentItem, { id });
      throw new NotFoundException(live ? NOT_IN_TRASH : CONTENT_NOT_FOUND);
    }
    return item;
  }

  /** `<slug>-restored`, or `-restored-2`, `-3`...: free of live items and of redirects, within the length limit. */
  private async freeSlug(manager: EntityManager, slug: string): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const suffix = attempt === 1 ? '-restored' : `-restored-${attempt}`;
      const candidate = `${slug.slice(0, CONTENT_LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
      const taken = (await manager.existsBy(ContentItem, { slug: candidate })) || (await this.redirects.exists(manager, candidate));
      if (!taken) {
        return candidate;
      }
    }
  }
}
