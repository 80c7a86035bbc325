import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsOrder, type FindOptionsWhere, ILike, IsNull, MoreThan, Not } from 'typeorm';
import type { Transaction } from '../database/transaction';
import type { ContentType } from './content.constants';
import { ContentItem, type ContentRendering, type ContentTrashing } from './content.entity';
import type { CmsContentQueryDto, StaffListStatus } from './dto/cms-content-query.dto';
import { publicWhere } from './public-visibility';

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

/** What a replacing save needs to know of the stored item, read under a row lock. */
export type LockedItem = Pick<ContentItem, 'id' | 'slug' | 'status' | 'dateCreated' | 'createdById' | 'version' | 'title'>;
const LOCKED_COLUMNS: Array<keyof LockedItem> = ['id', 'slug', 'status', 'dateCreated', 'createdById', 'version', 'title'];

const RENDERING_COLUMNS: ReadonlyArray<keyof ContentItem> = ['renderedContent', 'renderedLadder'];

export type DeletableItem = Pick<ContentItem, 'id' | 'title' | 'status' | 'createdById'>;

/** One page of a list, with how many there are in all. */
export interface ItemPage<Item> {
  items: Item[];
  total: number;
  offset: number;
  limit: number;
}

/** How an item that uses a library image is named to the media library. */
export interface ItemTitle {
  id: string;
  title: string;
  inTrash: boolean;
}

/** Columns a save writes: the fields, who saved, and what the trash sets. */
export type ItemWrite = Partial<Omit<ContentItem, 'version'>>;

/** `%`, `_` and `\` typed in a search are matched as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function byStatus(status: StaffListStatus, today: string): FindOptionsWhere<ContentItem> {
  switch (status) {
    case 'draft':
      return { status: 'draft' };
    case 'published':
      return publicWhere(today);
    case 'scheduled':
      return { status: 'published', datePublished: MoreThan(today) };
  }
}

/**
 * The one owner of content.content_items: every read and write of the items goes through here. Items in
 * the trash are left out of every read unless a method says otherwise (ContentItem.deletedAt).
 */
@Injectable()
export class ContentItemsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction; the repositories it calls take part when handed `tx`. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // Public reads

  publishedList(today: string, type?: ContentType): Promise<ContentItem[]> {
    return this.manager().find(ContentItem, { where: publicWhere(today, type), order: PUBLIC_ORDER });
  }

  /** Without a limit every published item; with one, that page. `summary` leaves out the body. */
  async publishedPage(
    today: string,
    { type, summary, limit, offset }: { type?: ContentType; summary: boolean; limit?: number; offset: number },
  ): Promise<ContentItem[] | ItemPage<ContentItem>> {
    const where = publicWhere(today, type);
    const select = summary ? this.publicColumns().filter((name) => name !== 'content') : undefined;
    if (limit === undefined) {
      return this.manager().find(ContentItem, { where, select, order: PUBLIC_ORDER });
    }
    const [items, total] = await this.manager().findAndCount(ContentItem, { where, select, order: PUBLIC_ORDER, skip: offset, take: limit });
    return { items, total, offset, limit };
  }

  /** The newest `take` published items of one type, with what a feed entry shows. */
  publishedForFeed(today: string, type: ContentType, take: number): Promise<ContentItem[]> {
    return this.manager().find(ContentItem, {
      where: publicWhere(today, type),
      select: ['slug', 'title', 'category', 'metaDescription', 'description', 'datePublished', 'dateModified', 'dateCreated'],
      order: PUBLIC_ORDER,
      take,
    });
  }

  publishedForSitemap(today: string): Promise<ContentItem[]> {
    return this.manager().find(ContentItem, {
      select: { type: true, slug: true, dateModified: true },
      where: publicWhere(today),
      order: PUBLIC_ORDER,
    });
  }

  /** Public items (but `exceptId`) whose body contains `text`, e.g. an item's path, with their bodies (issue 35's "linked from N"). */
  publishedBodiesContaining(today: string, text: string, exceptId: string): Promise<Array<Pick<ContentItem, 'id' | 'title' | 'content'>>> {
    const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return this.manager().find(ContentItem, {
      select: { id: true, title: true, content: true },
      where: { ...publicWhere(today), content: ILike(pattern), id: Not(exceptId) },
      order: PUBLIC_ORDER,
    });
  }

  /** The item with its rendered body (and the ladder that was made with). */
  publishedBySlug(today: string, slug: string, type?: ContentType): Promise<ContentItem | null> {
    return this.manager().findOne(ContentItem, {
      select: [...this.publicColumns(), 'renderedContent', 'renderedLadder'],
      where: { ...publicWhere(today, type), slug },
    });
  }

  /** The type and slug of an item visitors may see today; null when they may not. */
  async publicAddress(id: string, today: string): Promise<{ type: ContentType; slug: string } | null> {
    const item = await this.manager().findOne(ContentItem, { select: ['type', 'slug'], where: { ...publicWhere(today), id } });
    return item && { type: item.type, slug: item.slug };
  }

  // Staff reads

  listForStaff(): Promise<ContentItem[]> {
    return this.manager().find(ContentItem, { select: this.cmsColumns(), order: STAFF_ORDER });
  }

  /** The staff list with filters and search, newest change first; a page when an offset or limit is given. */
  async staffList(query: CmsContentQueryDto, today: string): Promise<ContentItem[] | ItemPage<ContentItem>> {
    const columns = this.cmsColumns();
    const select = query.fields === 'summary' ? columns.filter((name) => name !== 'content') : columns;
    const where = this.staffWhere(query, today);
    const order = { updatedAt: 'DESC', id: 'DESC' } as const;
    if (query.limit === undefined && query.offset === undefined) {
      return this.manager().find(ContentItem, { select, where, order });
    }
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 50;
    const [items, total] = await this.manager().findAndCount(ContentItem, { select, where, order, skip: offset, take: limit });
    return { items, total, offset, limit };
  }

  /** One item with every column; not one in the trash unless `withTrashed`. */
  findForStaff(id: string, { tx, withTrashed = false }: { tx?: Transaction; withTrashed?: boolean } = {}): Promise<ContentItem | null> {
    return this.manager(tx).findOne(ContentItem, { select: this.cmsColumns(), where: { id }, withDeleted: withTrashed });
  }

  /** Whether the item exists and is not in the trash. */
  exists(id: string, tx?: Transaction): Promise<boolean> {
    return this.manager(tx).existsBy(ContentItem, { id });
  }

  /** Whether an item not in the trash (other than `exceptId`) has this slug. */
  slugTaken(tx: Transaction, slug: string, exceptId?: string): Promise<boolean> {
    return this.manager(tx).exists(ContentItem, { where: { slug, ...(exceptId ? { id: Not(exceptId) } : {}) } });
  }

  async titleOf(tx: Transaction, id: string): Promise<string | undefined> {
    const item = await this.manager(tx).findOne(ContentItem, { select: ['title'], where: { id }, withDeleted: true });
    return item?.title;
  }

  /** The titles of these items (in the trash too), by title then id. */
  titles(ids: readonly string[], tx?: Transaction): Promise<ItemTitle[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.manager(tx)
      .createQueryBuilder(ContentItem, 'item')
      .withDeleted()
      .select('item.id', 'id')
      .addSelect('item.title', 'title')
      .addSelect('item.deleted_at IS NOT NULL', 'inTrash')
      .where('item.id IN (:...ids)', { ids: [...new Set(ids)] })
      .orderBy('item.title')
      .addOrderBy('item.id')
      .getRawMany<ItemTitle>();
  }

  // Writes (inside a transaction)

  /** The item a save replaces, locked until the transaction ends; null when unknown or in the trash. */
  lockForSave(tx: Transaction, id: string): Promise<LockedItem | null> {
    return this.manager(tx).findOne(ContentItem, { select: LOCKED_COLUMNS, where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  lockForDelete(tx: Transaction, id: string): Promise<DeletableItem | null> {
    return this.manager(tx).findOne(ContentItem, {
      select: ['id', 'title', 'status', 'createdById'], where: { id }, lock: { mode: 'pessimistic_write' },
    });
  }

  async insert(tx: Transaction, row: ItemWrite): Promise<string> {
    const { identifiers } = await this.manager(tx).insert(ContentItem, { ...row, version: 1 });
    return String(identifiers[0].id);
  }

  /** Writes the columns and raises the version by one (updated_at is set too). */
  async replace(tx: Transaction, id: string, row: ItemWrite): Promise<void> {
    await this.manager(tx).update(ContentItem, { id }, { ...row, version: () => 'version + 1' });
  }

  /** Not through update(), which would also set updated_at: the item was not edited. */
  async moveToTrash(tx: Transaction, id: string, trashing: ContentTrashing): Promise<void> {
    await this.manager(tx).query(
      'UPDATE content.content_items SET deleted_at = $2, deleted_by_id = $3, deleted_by_name = $4 WHERE id = $1',
      [id, trashing.deletedAt, trashing.deletedById, trashing.deletedByName],
    );
  }

  // The trash

  trashed(): Promise<ContentItem[]> {
    return this.manager().find(ContentItem, {
      select: ['id', 'title', 'type', 'deletedAt', 'deletedById', 'deletedByName'],
      where: { deletedAt: Not(IsNull()) },
      withDeleted: true,
      order: { deletedAt: 'DESC', id: 'ASC' },
    });
  }

  /** An item in the trash with every column, locked until the transaction ends. */
  lockTrashed(tx: Transaction, id: string): Promise<ContentItem | null> {
    return this.manager(tx).findOne(ContentItem, {
      select: this.cmsColumns(), where: { id, deletedAt: Not(IsNull()) }, withDeleted: true, lock: { mode: 'pessimistic_write' },
    });
  }

  async deleteForever(tx: Transaction, id: string): Promise<void> {
    await this.manager(tx).delete(ContentItem, { id });
  }

  /** Deletes what went into the trash before `cutoff`; each row once, however many replicas run it. */
  purgeTrashedBefore(cutoff: Date): Promise<Array<{ id: string; title: string }>> {
    return this.dataSource.query(
      `WITH purged AS (DELETE FROM content.content_items WHERE deleted_at < $1 RETURNING id, title)
       SELECT id, title FROM purged`,
      [cutoff],
    );
  }

  // Start-up steps

  /** Items whose body holds at least one data: image (an SQL pattern, only to find candidates). */
  withDataImages(): Promise<Array<{ id: string; content: string; imageUrl: string }>> {
    return this.dataSource.query(
      `SELECT id, content, image_url AS "imageUrl" FROM content.content_items WHERE content ~* '<img[^>]+src\\s*=\\s*"?\\s*data:'`,
    );
  }

  /** Sets the body (and its rendering) only if nobody changed it meanwhile; the version stays. True when it was set. */
  async replaceContentIfUnchanged(tx: Transaction, id: string, body: Pick<ContentItem, 'content'> & ContentRendering, previous: string): Promise<boolean> {
    const [, updated] = await this.manager(tx).query(
      'UPDATE content.content_items SET content = $2, rendered_content = $3, rendered_ladder = $4 WHERE id = $1 AND content = $5',
      [id, body.content, body.renderedContent, body.renderedLadder, previous],
    );
    return Number(updated) > 0;
  }

  /** Up to `limit` items (in the trash too) whose body was rendered with another ladder than `signature`. */
  renderedWithOtherLadder(signature: string, limit: number, skipIds: readonly string[]): Promise<Array<{ id: string; content: string }>> {
    return this.dataSource.query(
      'SELECT id, content FROM content.content_items WHERE rendered_ladder <> $1 AND NOT (id = ANY($3::uuid[])) ORDER BY id LIMIT $2',
      [signature, limit, skipIds],
    );
  }

  /** Stores a new rendering of the body, unless the body changed since it was read (that save rendered it). */
  async setRendering(id: string, content: string, rendering: ContentRendering): Promise<boolean> {
    const [, updated] = await this.dataSource.query(
      'UPDATE content.content_items SET rendered_content = $2, rendered_ladder = $3 WHERE id = $1 AND content = $4',
      [id, rendering.renderedContent, rendering.renderedLadder, content],
    );
    return Number(updated) > 0;
  }

  /** Holds instances that start together back until this transaction ends, so only one seeds. */
  async lockForSeeding(tx: Transaction): Promise<void> {
    await this.manager(tx).query(`SELECT pg_advisory_xact_lock(hashtext('content-service:seed'))`);
  }

  /** Whether any item exists, in the trash or not. */
  async isEmpty(tx: Transaction): Promise<boolean> {
    return !(await this.manager(tx).exists(ContentItem));
  }

  async insertMany(tx: Transaction, rows: ItemWrite[]): Promise<string[]> {
    const { identifiers } = await this.manager(tx).insert(ContentItem, rows.map((row) => ({ ...row, version: 1 })));
    return identifiers.map(({ id }) => String(id));
  }

  /** Every column, the staff-only ones (who created and changed the item, its version) included; not the rendered body. */
  private cmsColumns(): Array<keyof ContentItem> {
    return this.dataSource
      .getMetadata(ContentItem)
      .columns.map((column) => column.propertyName as keyof ContentItem)
      .filter((name) => !RENDERING_COLUMNS.includes(name));
  }

  /** The columns a public read gives (the staff-only ones are not selected by default). */
  private publicColumns(): Array<keyof ContentItem> {
    return this.dataSource
      .getMetadata(ContentItem)
      .columns.filter((column) => column.isSelect)
      .map((column) => column.propertyName as keyof ContentItem);
  }

  private staffWhere(query: CmsContentQueryDto, today: string): FindOptionsWhere<ContentItem>[] {
    const filters: FindOptionsWhere<ContentItem> = {
      ...(query.type ? { type: query.type } : {}),
      ...(query.status ? byStatus(query.status, today) : {}),
    };
    const search = query.q?.trim();
    if (!search) {
      return [filters];
    }
    const pattern = ILike(containing(search));
    return [{ ...filters, title: pattern }, { ...filters, author: pattern }, { ...filters, tags: pattern }];
  }

  private manager(tx?: Transaction): EntityManager {
    return tx ?? this.dataSource.manager;
  }
}
