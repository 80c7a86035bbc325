import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffUser } from '@site/nest-server-kit';
import { DataSource, EntityManager, type FindOptionsOrder, Not } from 'typeorm';
import { type CachedResponse, toCachedBody, toCachedResponse } from '../cache/cached-response';
import { type ContentChange, notifyContentChanged } from '../cache/content-changes';
import { ContentCache } from '../cache/content-cache';
import { todayIsoDate } from '../common/today';
import type { AppConfig } from '../config/app.config';
import { FEED_CONTENT_TYPE, type FeedEntry, contentFeedRss } from './content-feed';
import { contentSitemapXml } from './content-sitemap';
import { type ContentFields, toContentFields } from './content-fields';
import { refusalToCreate, refusalToDelete, refusalToUpdate } from './content-permissions';
import { type CmsContentItem, toCmsContentItem } from './cms-content-item';
import { CONTENT_LIMITS, CONTENT_NOT_FOUND, type ContentType } from './content.constants';
import { ContentItem } from './content.entity';
import { ContentMedia } from '../media/content-media';
import type { ContentListQueryDto } from './dto/content-list-query.dto';
import type { CreateContentDto } from './dto/create-content.dto';
import type { UpdateContentDto } from './dto/update-content.dto';
import { isSlug } from './slug';
import { isSlugUniqueViolation, slugConflict } from './slug-conflict';

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

@Injectable()
export class ContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: ContentCache,
    private readonly config: ConfigService,
    private readonly contentMedia: ContentMedia,
  ) {}

  async publishedList(type?: ContentType): Promise<CachedResponse> {
    const cached = await this.cache.getOrLoad(`list:${type ?? 'all'}`, () =>
      this.dataSource.manager.find(ContentItem, {
        where: { status: 'published', ...(type ? { type } : {}) },
        order: PUBLIC_ORDER,
      }),
    );
    return cached ?? toCachedResponse([]);
  }

  /**
   * A listing's variant of the list: `fields=summary` leaves out the body, `limit`/`offset` give one page
   * as `{ items, total, offset, limit }`.
   */
  async publishedListing({ type, fields, limit, offset = 0 }: ContentListQueryDto): Promise<CachedResponse> {
    const where = { status: 'published' as const, ...(type ? { type } : {}) };
    const select = fields === 'summary' ? this.summaryColumns() : undefined;
    const key = `listing:${type ?? 'all'}:${fields ?? 'all'}:${limit ?? ''}:${offset}`;
    const cached = await this.cache.getOrLoad(key, async () => {
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
        where: { status: 'published', type },
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

  /** Every column, the staff-only ones (who created and changed the item) included. */
  private cmsColumns(): Array<keyof ContentItem> {
    return this.dataSource.getMetadata(ContentItem).columns.map((column) => column.propertyName as keyof ContentItem);
  }

  /** The sitemap of published items, prepared once per cache fill like the JSON reads. */
  async publishedSitemap(): Promise<CachedResponse> {
    const siteUrl = this.config.getOrThrow<AppConfig>('app').siteUrl;
    const cached = await this.cache.getOrLoad(
      'sitemap',
      () => this.dataSource.manager.find(ContentItem, {
        select: { type: true, slug: true, dateModified: true },
        where: { status: 'published' },
        order: PUBLIC_ORDER,
      }),
      (items) => toCachedBody(contentSitemapXml(items as ContentItem[], siteUrl), 'application/xml; charset=utf-8'),
    );
    return cached ?? toCachedBody(contentSitemapXml([], siteUrl), 'application/xml; charset=utf-8');
  }

  async publishedBySlug(slug: string): Promise<CachedResponse> {
    // Only a well-formed slug can name an item, so anything else is not looked up (nor cached).
    const cached = slug.length <= CONTENT_LIMITS.slug && isSlug(slug)
      ? await this.cache.getOrLoad(`slug:${slug}`, () =>
          this.dataSource.manager.findOneBy(ContentItem, { slug, status: 'published' }),
        )
      : null;
    if (!cached) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
    return cached;
  }

  async listAll(): Promise<CmsContentItem[]> {
    const items = await this.dataSource.manager.find(ContentItem, { select: this.cmsColumns(), order: STAFF_ORDER });
    return items.map(toCmsContentItem);
  }

  /** Creates the item as the given staff member's; a contributor may only create drafts (403). */
  async create(input: CreateContentDto, staff: StaffUser): Promise<CmsContentItem> {
    refuseWith(refusalToCreate(staff, input.status));
    const fields = await this.fieldsWithLibraryImages(input, staff);
    return this.write(fields.slug, async (manager) => {
      await this.assertSlugFree(manager, fields.slug);
      const { identifiers } = await manager.insert(ContentItem, {
        ...fields,
        createdById: staff.userId,
        createdByName: staff.displayName,
        updatedById: staff.userId,
        updatedByName: staff.displayName,
      });
      const id = String(identifiers[0].id);
      await this.contentMedia.recordUsage(manager, id, fields);
      return { result: await this.readForStaff(manager, id), change: { action: 'created', id } };
    });
  }

  /** Replaces the item if the staff member's role and ownership allow it (403 says why not). */
  async update(id: string, input: UpdateContentDto, staff: StaffUser): Promise<CmsContentItem> {
    if (input.id !== undefined && input.id !== id) {
      throw new BadRequestException('The id in the body does not match the id in the URL');
    }
    const fields = await this.fieldsWithLibraryImages(input, staff);
    return this.write(fields.slug, async (manager) => {
      const stored = await manager.findOne(ContentItem, {
        select: ['id', 'dateCreated', 'status', 'createdById'], where: { id }, lock: { mode: 'pessimistic_write' },
      });
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      refuseWith(refusalToUpdate(staff, stored, fields.status));
      await this.assertSlugFree(manager, fields.slug, id);
      // An edit that leaves out the creation date keeps the stored one.
      await manager.update(ContentItem, { id }, {
        ...fields,
        dateCreated: input.dateCreated ?? stored.dateCreated,
        updatedById: staff.userId,
        updatedByName: staff.displayName,
      });
      await this.contentMedia.recordUsage(manager, id, fields);
      return { result: await this.readForStaff(manager, id), change: { action: 'updated', id } };
    });
  }

  /** Deletes the item if the staff member's role and ownership allow it, and returns the title it had, for the audit trail. */
  remove(id: string, staff: StaffUser): Promise<{ title: string }> {
    refuseWith(refusalToDelete(staff));
    return this.write(undefined, async (manager) => {
      const stored = await manager.findOne(ContentItem, {
        select: ['id', 'title', 'status', 'createdById'], where: { id }, lock: { mode: 'pessimistic_write' },
      });
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      refuseWith(refusalToDelete(staff, stored));
      await manager.delete(ContentItem, { id });
      return { result: { title: stored.title }, change: { action: 'deleted', id } };
    });
  }

  /** The stored fields, with data: images moved into the media library and alt text checked (issue 25). */
  private async fieldsWithLibraryImages(input: CreateContentDto, staff: StaffUser): Promise<ContentFields> {
    const fields = toContentFields(await this.contentMedia.prepare(input, staff), todayIsoDate());
    await this.contentMedia.assertAltText(fields);
    return fields;
  }

  private async readForStaff(manager: EntityManager, id: string): Promise<CmsContentItem> {
    return toCmsContentItem(await manager.findOneOrFail(ContentItem, { select: this.cmsColumns(), where: { id } }));
  }

  /**
   * Runs a change in a transaction that also notifies every instance, then empties this instance's
   * cache at once so its next read shows the change.
   */
  private async write<T>(
    slug: string | undefined,
    change: (manager: EntityManager) => Promise<{ result: T; change: ContentChange }>,
  ): Promise<T> {
    let outcome: { result: T; change: ContentChange };
    try {
      outcome = await this.dataSource.transaction(async (manager) => {
        const done = await change(manager);
        await notifyContentChanged(manager, done.change);
        return done;
      });
    } catch (error) {
      if (isSlugUniqueViolation(error)) {
        throw slugConflict(slug ?? '');
      }
      throw error;
    }
    this.cache.invalidateAll();
    return outcome.result;
  }

  private async assertSlugFree(manager: EntityManager, slug: string, exceptId?: string): Promise<void> {
    const clash = await manager.exists(ContentItem, { where: { slug, ...(exceptId ? { id: Not(exceptId) } : {}) } });
    if (clash) {
      throw slugConflict(slug);
    }
  }
}

function refuseWith(refusal: string | undefined): void {
  if (refusal) {
    throw new ForbiddenException(refusal);
  }
}
