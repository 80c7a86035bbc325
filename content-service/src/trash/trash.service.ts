import { Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { TrashedItemView as TrashedItem } from '@site/contracts';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { SiteCalendar } from '../calendar/site-calendar';
import type { AppConfig } from '../config/app.config';
import { type SavedCmsItem, staffReference } from '../content/cms-content-item';
import { fieldsOf } from '../content/content-fields';
import { ContentItemsRepository } from '../content/content-items.repository';
import { refusalToRestore } from '../content/content-permissions';
import { ContentSaves } from '../content/content-saves';
import { ContentWrites } from '../content/content-writes';
import { CONTENT_LIMITS, CONTENT_NOT_FOUND } from '../content/content.constants';
import type { ContentItem } from '../content/content.entity';
import { PUBLIC_ITEM_PATH } from '../content/public-paths';
import { refuseWith } from '../content/refuse-with';
import type { Transaction } from '../database/transaction';
import { SlugRedirects } from '../redirects/slug-redirects';

/** An item in the trash as the API answers it: @site/contracts' view, which web's trash reads too. */
export type { TrashedItem };

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_IN_TRASH = 'This item is not in the trash';

/** The trash: items deleted from the CMS, kept TRASH_RETENTION_DAYS so they can be restored. */
@Injectable()
export class TrashService {
  private readonly retentionDays: number;

  constructor(
    private readonly items: ContentItemsRepository,
    private readonly writes: ContentWrites,
    private readonly saves: ContentSaves,
    private readonly redirects: SlugRedirects,
    private readonly calendar: SiteCalendar,
    private readonly audit: AuditLogger,
    config: ConfigService,
  ) {
    this.retentionDays = config.getOrThrow<AppConfig>('app').trashRetentionDays;
  }

  /** Newest deletion first. */
  async list(): Promise<TrashedItem[]> {
    const items = await this.items.trashed();
    return items.map(({ id, title, type, deletedAt, deletedById, deletedByName }) => ({
      id, title, type, deletedAt: (deletedAt as Date).toISOString(), deletedBy: staffReference(deletedById, deletedByName),
    }));
  }

  /**
   * Takes the item out of the trash as it was (a new version and revision). When another item has taken
   * its slug meanwhile, it comes back as a draft at a free slug, and the notice says where, so nothing is
   * lost and nothing goes live at an address it did not have.
   */
  async restore(id: string, staff: StaffUser, origin: RequestOrigin): Promise<SavedCmsItem> {
    refuseWith(refusalToRestore(staff));
    const item = await this.writes.run(undefined, async (tx) => {
      const stored = await this.lockTrashed(tx, id);
      refuseWith(refusalToRestore(staff, stored));
      let fields = fieldsOf(stored);
      let notice: string | undefined;
      if (await this.items.slugTaken(tx, fields.slug)) {
        const slug = await this.freeSlug(tx, fields.slug);
        const path = PUBLIC_ITEM_PATH[fields.type];
        notice = `Another item now uses the address ${path}${fields.slug}; this item was restored as a draft at ${path}${slug}: change its slug before publishing it again`;
        fields = { ...fields, slug, status: 'draft' };
      }
      const restored = await this.saves.replace(tx, stored, fields, staff, {
        redirectOldSlug: false,
        also: { deletedAt: null, deletedById: null, deletedByName: null },
      });
      return { result: notice ? { ...restored, notice } : restored, change: { action: 'restored', id } };
    });
    await this.audit.record({ event: 'content.restored', ...who(staff), itemId: id, title: item.title, ...origin });
    return item;
  }

  /** Deletes an item in the trash for good, with its revisions and redirects. */
  async deleteForever(id: string, staff: StaffUser, origin: RequestOrigin): Promise<void> {
    const { title } = await this.writes.run(undefined, async (tx) => {
      const { title } = await this.lockTrashed(tx, id);
      await this.items.deleteForever(tx, id);
      return { result: { title }, change: { action: 'purged', id } };
    });
    await this.audit.record({ event: 'content.deleted-forever', ...who(staff), itemId: id, title, ...origin });
  }

  /**
   * Deletes for good what has been in the trash longer than TRASH_RETENTION_DAYS (by the service's
   * clock). Safe to run on every replica at once: each row is deleted once, the others find nothing.
   */
  async purgeExpired(): Promise<Array<{ id: string; title: string }>> {
    const cutoff = new Date(this.calendar.now().getTime() - this.retentionDays * DAY_MS);
    return this.items.purgeTrashedBefore(cutoff);
  }

  get retentionInDays(): number {
    return this.retentionDays;
  }

  private async lockTrashed(tx: Transaction, id: string): Promise<ContentItem> {
    const item = await this.items.lockTrashed(tx, id);
    if (!item) {
      const live = await this.items.exists(id, tx);
      throw new NotFoundException(live ? NOT_IN_TRASH : CONTENT_NOT_FOUND);
    }
    return item;
  }

  /** `<slug>-restored`, or `-restored-2`, `-3`...: free of live items and of redirects, within the length limit. */
  private async freeSlug(tx: Transaction, slug: string): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const suffix = attempt === 1 ? '-restored' : `-restored-${attempt}`;
      const candidate = `${slug.slice(0, CONTENT_LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
      const taken = (await this.items.slugTaken(tx, candidate)) || (await this.redirects.exists(tx, candidate));
      if (!taken) {
        return candidate;
      }
    }
  }
}
