import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffUser } from '@site/nest-server-kit';
import { DataSource, type FindOptionsOrder } from 'typeorm';
import { type CachedResponse, toCachedBody, toCachedResponse } from '../cache/cached-response';
import { ContentCache } from '../cache/content-cache';
import { SiteCalendar } from '../calendar/site-calendar';
import type { AppConfig } from '../config/app.config';
import { type RedirectTarget, SlugRedirects } from '../redirects/slug-redirects';
import { FEED_CONTENT_TYPE, type FeedEntry, contentFeedRss } from './content-feed';
import { contentSitemapXml } from './content-sitemap';
import { type ContentFields, toContentFields } from './content-fields';
import { refusalToCreate, refusalToDelete, refusalToUpdate } from './content-permissions';
import { type CmsContentItem, type SavedCmsItem, toCmsContentItem } from './cms-content-item';
import { staleVersion } from './content-conflict';
import { ContentSaves, LOCKED_COLUMNS, cmsColumns } from './content-saves';
import { ContentWrites } from './content-writes';
import { CONTENT_LIMITS, CONTENT_NOT_FOUND, type ContentType } from './content.constants';
import { ContentItem } from './content.entity';
import { ContentMedia } from '../media/content-media';
import type { ContentListQueryDto } from './dto/content-list-query.dto';
import type { CreateContentDto } from './dto/create-content.dto';
import type { UpdateContentDto } from './dto/update-content.dto';
import { publicWhere } from './public-visibility';
import { isSlug } from './slug';

/** Newest publication first; items without a date last. */
const PUBLIC_ORDER: FindOptionsOrder<ContentItem> = {
  datePublished: { direction: 'DESC', nulls: 'LAST' },
  createdAt: 'DESC',
  id: 'ASC',
};

/** Newest item first, so a new draft is at the top of the editor's list. */
const STAFF_ORDER: FindOptionsOrder<ContentItem> = {
  createdAt: 'DESC',
  datePublished: { direction: 'DESC', nulls: 'FIRST' },
  id: 'ASC',
};

/** How many of the newest items a feed carries. */
const FEED_SIZE = 50;

/** A public read by slug: the item, or the address it moved to (301). */
export type PublicRead = { found: CachedResponse } | { movedTo: RedirectTarget };

@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly config: ConfigService,
    private readonly calendar: SiteCalendar,
    private readonly writes: ContentWrites,
    private readonly saves: ContentSaves,
    private readonly redirects: SlugRedirects,
    private readonly contentMedia: ContentMedia,
  ) {}

  async publishedList(type?: ContentType): Promise<CachedResponse> {
    const cached = await this.cache.getOrLoad(`list:${type ?? 'all'}`, () =>
      this.dataSource.manager.find(ContentItem, { where: publicWhere(this.calendar.today(), type), order: PUBLIC_ORDER }),
    );
    return cached ?? toCachedResponse([]);
  }

  /**
   * A listing's variant of the list: `fields=summary` leaves out the body, `limit`/`offset` give one page
   * as `{ items, total, offset, limit }`.
   */
  async publishedListing({ type, fields, limit, offset = 0 }: ContentListQueryDto): Promise<CachedResponse> {
    const select = fields === 'summary' ? this.summaryColumns() : undefined;
    const key = `listing:${type ?? 'all'}:${fields ?? 'all'}:${limit ?? ''}:${offset}`;
    const cached = await this.cache.getOrLoad(key, async () => {
      const where = publicWhere(this.calendar.today(), type);
      if (limit === undefined) {
        return this.dataSource.manager.find(ContentItem, { where, select, order: PUBLIC_ORDER });
      }
      const [items, total] = await this.dataSource.manager.findAndCount(ContentItem, {
        where, select, order: PUBLIC_ORDER, skip: offset, take: limit,
      });
      return { items, total, offset, limit };
    });
    return cached ?? toCachedResponse([]);
  }

  /** RSS 2.0 of the newest published items of one type. */
  async publishedFeed(type: ContentType): Promise<CachedResponse> {
    const siteUrl = this.config.getOrThrow<AppConfig>('app').siteUrl;
    const cached = await this.cache.getOrLoad(
      `feed:${type}`,
      () => this.dataSource.manager.find(ContentItem, {
        where: publicWhere(this.calendar.today(), type),
        select: ['slug', 'title', 'category', 'metaDescription', 'description', 'datePublished', 'dateModified', 'dateCreated'],
        order: PUBLIC_ORDER,
        take: FEED_SIZE,
      }),
      (items) => toCachedBody(contentFeedRss(items as FeedEntry[], type, siteUrl), FEED_CONTENT_TYPE),
    );
    return cached ?? toCachedBody(contentFeedRss([], type, siteUrl), FEED_CONTENT_TYPE);
  }

  private summaryColumns(): Array<keyof ContentItem> {
    return this.dataSource
      .getMetadata(ContentItem)
      .columns.filter((column) => column.isSelect)
      .map((column) => column.propertyName as keyof ContentItem)
      .filter((name) => name !== 'content');
  }

  /** The sitemap of published items, prepared once per cache fill like the JSON reads. */
  async publishedSitemap(): Promise<CachedResponse> {
    const siteUrl = this.config.getOrThrow<AppConfig>('app').siteUrl;
    const cached = await this.cache.getOrLoad(
      'sitemap',
      () => this.dataSource.manager.find(ContentItem, {
        select: { type: true, slug: true, dateModified: true },
        where: publicWhere(this.calendar.today()),
        order: PUBLIC_ORDER,
      }),
      (items) => toCachedBody(contentSitemapXml(items as ContentItem[], siteUrl), 'application/xml; charset=utf-8'),
    );
    return cached ?? toCachedBody(contentSitemapXml([], siteUrl), 'application/xml; charset=utf-8');
  }

  /** The public item at this slug, or where the item that had it is now; 404 when neither. */
  async publishedBySlug(slug: string): Promise<PublicRead> {
    // Only a well-formed slug can name an item, so anything else is not looked up (nor cached).
    if (slug.length > CONTENT_LIMITS.slug || !isSlug(slug)) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    const found = await this.cache.getOrLoad(`slug:${slug}`, () =>
      this.dataSource.manager.findOneBy(ContentItem, { ...publicWhere(this.calendar.today()), slug }),
    );
    if (found) {
      return { found };
    }
    const movedTo = await this.movedTo(slug);
    if (!movedTo) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    return { movedTo };
  }

  /** Where a public item that used to be at this slug is now, cached like the items themselves. */
  async movedTo(slug: string): Promise<RedirectTarget | null> {
    const cached = await this.cache.getOrLoad(`moved:${slug}`, () => this.redirects.publicTarget(slug, this.calendar.today()));
    return cached ? (JSON.parse(cached.body) as RedirectTarget) : null;
  }

  async listAll(): Promise<CmsContentItem[]> {
    const items = await this.dataSource.manager.find(ContentItem, { select: cmsColumns(this.dataSource.manager), order: STAFF_ORDER });
    const today = this.calendar.today();
    return items.map((item) => toCmsContentItem(item, today));
  }

  /** One item for the editor; 404 when unknown or in the trash. */
  async findForStaff(id: string): Promise<CmsContentItem> {
    const item = await this.dataSource.manager.findOne(ContentItem, { select: cmsColumns(this.dataSource.manager), where: { id } });
    if (!item) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    return toCmsContentItem(item, this.calendar.today());
  }

  /** Creates the item as the given staff member's; a contributor may only create drafts (403). */
  async create(input: CreateContentDto, staff: StaffUser): Promise<SavedCmsItem> {
    // Before any image is moved into the library: a contributor's publish is refused as it is.
    refuseWith(refusalToCreate(staff, input.status));
    const fields = await this.fieldsWithLibraryImages(input, staff);
    await this.contentMedia.assertAltText(fields);
    return this.writes.run(fields.slug, async (manager) => {
      const result = await this.saves.insert(manager, fields, staff);
      return { result, change: { action: 'created', id: result.id } };
    });
  }

  /**
   * Replaces the item if the staff member's role and ownership allow it (403 says why not). A `version`
   * other than the stored one means someone else saved in between: 409 with the stored item. The row
   * lock makes two saves of the same version wait for each other, so only the first one wins. Images
   * without alt text are refused (400) only after those, so a stale save still shows its collision.
   */
  async update(id: string, input: UpdateContentDto, staff: StaffUser): Promise<SavedCmsItem> {
    if (input.id !== undefined && input.id !== id) {
      throw new BadRequestException('The id in the body does not match the id in the URL');
    }
    const fields = await this.fieldsWithLibraryImages(input, staff);
    return this.writes.run(fields.slug, async (manager) => {
      const stored = await manager.findOne(ContentItem, { select: LOCKED_COLUMNS, where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      refuseWith(refusalToUpdate(staff, stored, fields.status));
      if (input.version !== undefined && input.version !== stored.version) {
        throw staleVersion(await this.saves.read(manager, id));
      }
      await this.contentMedia.assertAltText(fields);
      // An edit that leaves out the creation date keeps the stored one.
      const result = await this.saves.replace(manager, stored, { ...fields, dateCreated: input.dateCreated ?? stored.dateCreated }, staff, {
        redirectOldSlug: true,
      });
      return { result, change: { action: 'updated', id } };
    });
  }

  /**
   * Moves the item to the trash if the staff member's role and ownership allow it, and returns the title
   * it had, for the audit trail. It leaves every public answer and the staff list at once.
   */
  remove(id: string, staff: StaffUser): Promise<{ title: string }> {
    refuseWith(refusalToDelete(staff));
    return this.writes.run(undefined, async (manager) => {
      const stored = await manager.findOne(ContentItem, {
        select: ['id', 'title', 'status', 'createdById'], where: { id }, lock: { mode: 'pessimistic_write' },
      });
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      refuseWith(refusalToDelete(staff, stored));
      // Not through manager.update, which would also set updated_at: the item was not edited.
      await manager.query(
        'UPDATE content.content_items SET deleted_at = $2, deleted_by_id = $3, deleted_by_name = $4 WHERE id = $1',
        [id, this.calendar.now(), staff.userId, staff.displayName],
      );
      return { result: { title: stored.title }, change: { action: 'deleted', id } };
    });
  }

  /** The stored fields, with data: images moved into the media library (same checks as an upload; issue 25). */
  private async fieldsWithLibraryImages(input: CreateContentDto, staff: StaffUser): Promise<ContentFields> {
    return toContentFields(await this.contentMedia.prepare(input, staff), this.calendar.today());
  }
}

export function refuseWith(refusal: string | undefined): void {
  if (refusal) {
    throw new ForbiddenException(refusal);
  }
}
