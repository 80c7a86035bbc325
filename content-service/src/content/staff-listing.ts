import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, ILike, MoreThan } from 'typeorm';
import { SiteCalendar } from '../calendar/site-calendar';
import { type CmsContentItem, toCmsContentItem } from './cms-content-item';
import { cmsColumns } from './content-saves';
import { ContentItem } from './content.entity';
import type { CmsContentQueryDto, StaffListStatus } from './dto/cms-content-query.dto';
import { publicWhere } from './public-visibility';

export type CmsSummary = Omit<CmsContentItem, 'content'>;

export interface CmsPage<Item> {
  items: Item[];
  total: number;
  offset: number;
  limit: number;
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The staff list with filters and search, newest change first (the partial index on updated_at keeps it
 * quick with thousands of items). Items in the trash are left out.
 */
@Injectable()
export class StaffListing {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendar: SiteCalendar,
  ) {}

  async find(query: CmsContentQueryDto): Promise<CmsPage<CmsContentItem | CmsSummary> | Array<CmsContentItem | CmsSummary>> {
    const today = this.calendar.today();
    const columns = cmsColumns(this.dataSource.manager);
    const select = query.fields === 'summary' ? columns.filter((name) => name !== 'content') : columns;
    const where = this.where(query, today);
    const order = { updatedAt: 'DESC', id: 'DESC' } as const;
    const toItem = (item: ContentItem) => toCmsContentItem(item, today);
    if (query.limit === undefined && query.offset === undefined) {
      return (await this.dataSource.manager.find(ContentItem, { select, where, order })).map(toItem);
    }
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 50;
    const [items, total] = await this.dataSource.manager.findAndCount(ContentItem, { select, where, order, skip: offset, take: limit });
    return { items: items.map(toItem), total, offset, limit };
  }

  private where(query: CmsContentQueryDto, today: string): FindOptionsWhere<ContentItem>[] {
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
