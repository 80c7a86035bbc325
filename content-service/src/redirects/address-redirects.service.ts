import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { SiteCalendar } from '../calendar/site-calendar';
import { ContentItemsRepository } from '../content/content-items.repository';
import { ContentWrites } from '../content/content-writes';
import { CONTENT_NOT_FOUND } from '../content/content.constants';
import { SlugRedirects } from './slug-redirects';

/**
 * Issue 35: an item others link to is unpublished or trashed; its address can be sent to another published
 * item, so those links keep working (301, as a renamed item's old address). A later save of the item with
 * that address takes it back (SlugRedirects.claim), with the usual notice.
 */
@Injectable()
export class AddressRedirects {
  constructor(
    private readonly items: ContentItemsRepository,
    private readonly redirects: SlugRedirects,
    private readonly writes: ContentWrites,
    private readonly calendar: SiteCalendar,
    private readonly audit: AuditLogger,
  ) {}

  async redirect(id: string, toId: string, staff: StaffUser, origin: RequestOrigin): Promise<{ slug: string; to: { type: string; slug: string } }> {
    const item = await this.items.findForStaff(id, { withTrashed: true });
    if (!item) throw new NotFoundException(CONTENT_NOT_FOUND);
    if (toId === id) throw new BadRequestException('An address cannot redirect to its own item');
    const target = await this.items.publicAddress(toId, this.calendar.today());
    if (!target) throw new BadRequestException('The address can only lead to a published item visitors can see');
    await this.writes.run(undefined, async (tx) => {
      await this.redirects.pointAt(tx, item.slug, toId);
      return { result: undefined, change: { action: 'updated', id } };
    });
    await this.audit.record({ event: 'content.address-redirected', ...who(staff), itemId: id, title: `${item.slug} -> ${target.slug}`, ...origin });
    return { slug: item.slug, to: target };
  }
}
