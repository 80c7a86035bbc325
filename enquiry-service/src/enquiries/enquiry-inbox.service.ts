import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { Transactions } from '../database/transactions';
import type { EnquiryCounts, EnquiryPage } from '@site/contracts';
import { MailSender } from '../notifications/mail-sender';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { NotificationRepository } from '../notifications/notification.repository';
import { StaffDirectory } from '../staff/staff-directory.service';
import type { EnquiryFilterQuery, EnquiryListQuery } from './dto/enquiry-list-query.dto';
import type { EnquiryStatus, SettableStatus } from './enquiry-fields';
import { toEnquiryView, type EnquiryView } from './enquiry-view';
import type { Enquiry } from './enquiry.entity';
import { EnquiryRepository } from './enquiry.repository';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const NOT_HELD = 'Only a held enquiry can be released';

export type { EnquiryCounts, EnquiryPage } from '@site/contracts';

/**
 * The staff side: list with filters and paging, counts per status, status changes (a held enquiry made new is
 * released: its staff e-mail is queued then), deletion, export. Changes and exports are audited by id.
 */
@Injectable()
export class EnquiryInboxService {
  private readonly logger = new Logger(EnquiryInboxService.name);

  constructor(
    private readonly enquiries: EnquiryRepository,
    private readonly notifications: NotificationRepository,
    private readonly transactions: Transactions,
    private readonly mail: MailSender,
    private readonly outbox: NotificationOutbox,
    private readonly audit: AuditLogger,
    private readonly staff: StaffDirectory,
  ) {}

  async list(query: EnquiryListQuery): Promise<EnquiryPage> {
    const [items, total] = await this.enquiries.page(query, query.page, query.pageSize);
    return { items: await this.views(items), total, page: query.page, pageSize: query.pageSize, counts: await this.counts() };
  }

  /** Every enquiry matching the filters, newest first, for the CSV export; the export is audited. */
  async export(query: EnquiryFilterQuery, actor: StaffUser, origin: RequestOrigin): Promise<EnquiryView[]> {
    const enquiries = await this.views(await this.enquiries.all(query));
    await this.audit.record({ event: 'enquiries.exported', ...who(actor), reason: exportSummary(enquiries.length, query), ...origin });
    return enquiries;
  }

  async counts(): Promise<EnquiryCounts> {
    const counts: EnquiryCounts = { new: 0, held: 0, handled: 0, spam: 0 };
    for (const row of await this.enquiries.countByStatus()) counts[row.status] = row.count;
    return counts;
  }

  /** Sets the status (audited with the status it had). */
  async setStatus(id: string, status: SettableStatus, actor: StaffUser, origin: RequestOrigin): Promise<EnquiryView> {
    const { enquiry, previous } = await this.changeStatus(id, status, false);
    await this.audit.record({ event: 'enquiry.status_changed', ...who(actor), itemId: id, reason: `status ${previous} -> ${status}`, ...origin });
    return enquiry;
  }

  /** A held enquiry becomes new and its staff e-mail is queued; 409 for any other enquiry. */
  async release(id: string, actor: StaffUser, origin: RequestOrigin): Promise<EnquiryView> {
    const { enquiry } = await this.changeStatus(id, 'new', true);
    await this.audit.record({ event: 'enquiry.released', ...who(actor), itemId: id, ...origin });
    return enquiry;
  }

  async remove(id: string, actor: StaffUser, origin: RequestOrigin): Promise<void> {
    if (!(await this.enquiries.delete(id))) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    this.logger.log(`Enquiry ${id} deleted`);
    await this.audit.record({ event: 'enquiry.deleted', ...who(actor), itemId: id, ...origin });
  }

  private async changeStatus(id: string, status: SettableStatus, mustBeHeld: boolean): Promise<{ enquiry: EnquiryView; previous: EnquiryStatus }> {
    const previous = await this.transactions.run(async (transaction) => {
      const stored = await this.enquiries.lockStatus(id, transaction);
      if (!stored) throw new NotFoundException(ENQUIRY_NOT_FOUND);
      if (mustBeHeld && stored !== 'held') throw new ConflictException(`${NOT_HELD}; this one is ${stored}`);
      await this.enquiries.setStatus(id, status, transaction);
      if (stored === 'held' && status === 'new' && this.mail.configured) {
        await this.notifications.queue(id, transaction);
      }
      return stored;
    });
    this.logger.log(`Enquiry ${id} marked ${status}${previous === 'held' && status === 'new' ? ' (released)' : ''}`);
    this.outbox.kick();
    return { enquiry: await this.get(id), previous };
  }

  /** One enquiry as the inbox shows it; 404 when there is none. */
  async get(id: string): Promise<EnquiryView> {
    const enquiry = await this.enquiries.findById(id);
    if (!enquiry) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    const [view] = await this.views([enquiry]);
    return view;
  }

  /** The enquiries as the inbox shows them, each with how its staff e-mail went. */
  private async views(enquiries: Enquiry[]): Promise<EnquiryView[]> {
    const notifications = await this.notifications.forEnquiries(enquiries.map((enquiry) => enquiry.id));
    const assignees = await this.staff.references(enquiries.flatMap((enquiry) => (enquiry.assigneeId ? [enquiry.assigneeId] : [])));
    return enquiries.map((enquiry) =>
      toEnquiryView(enquiry, notifications.get(enquiry.id), enquiry.assigneeId ? (assignees.get(enquiry.assigneeId) ?? null) : null),
    );
  }
}

const who = (staff: StaffUser) => ({ userId: staff.userId, username: staff.username });

/** How many were exported and with which filters; the search text is left out, as it may be a name or address. */
function exportSummary(count: number, { status, form, stage, assignee, q }: EnquiryFilterQuery): string {
  const filters = [
    status ? `status ${status}` : 'inbox',
    ...(form ? [`form ${form}`] : []),
    ...(stage ? [`stage ${stage}`] : []),
    ...(assignee ? [`assignee ${assignee}`] : []),
    ...(q?.trim() ? ['a search'] : []),
  ];
  return `${count} ${count === 1 ? 'enquiry' : 'enquiries'} (${filters.join(', ')})`;
}
