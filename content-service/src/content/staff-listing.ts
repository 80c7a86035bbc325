import { Injectable } from '@nestjs/common';
import { SiteCalendar } from '../calendar/site-calendar';
import { type CmsContentItem, toCmsContentItem } from './cms-content-item';
import { ContentItemsRepository, type ItemPage } from './content-items.repository';
import type { CmsContentQueryDto } from './dto/cms-content-query.dto';

export type CmsSummary = Omit<CmsContentItem, 'content'>;
export type CmsPage<Item> = ItemPage<Item>;

/**
 * The staff list with filters and search, newest change first (the partial index on updated_at keeps it
 * quick with thousands of items). Items in the trash are left out.
 */
@Injectable()
export class StaffListing {
  constructor(
    private readonly items: ContentItemsRepository,
    private readonly calendar: SiteCalendar,
  ) {}

  async find(query: CmsContentQueryDto): Promise<CmsPage<CmsContentItem | CmsSummary> | Array<CmsContentItem | CmsSummary>> {
    const today = this.calendar.today();
    const found = await this.items.staffList(query, today);
    if (Array.isArray(found)) {
      return found.map((item) => toCmsContentItem(item, today));
    }
    return { ...found, items: found.items.map((item) => toCmsContentItem(item, today)) };
  }
}
