import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EnquiryCounts, EnquiryPage } from '@site/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { MailSender } from '../notifications/mail-sender';
import { Notification } from '../notifications/notification.entity';
import { NotificationOutbox } from '../notifications/notification-outbox';
import type { EnquiryFilterQuery, EnquiryListQuery } from './dto/enquiry-list-query.dto';
import type { EnquiryStatus, SettableStatus } from './enquiry-fields';
import { toEnquiryView, type EnquiryView } from './enquiry-view';
import { Enquiry } from './enquiry.entity';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
export const NOT_HELD = 'Only a held enquiry can be released';

export type { EnquiryCounts, EnquiryPage } from '@site/contracts';

const SEARCHED_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'organisation', 'service', 'message'];

/**
 * The staff side: list with filters and paging, counts per status, status changes (a held enquiry made new is
 * released: its staff e-mail is queued then), deletion, export.
 */
@Injectable()
export class EnquiryInboxService {
  private readonly logger = new Logger(EnquiryInboxService.name);

  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly mail: MailSender,
    private readonly outbox: NotificationOutbox,
  ) {}

  async list(query: EnquiryListQuery): Promise<EnquiryPage> {
    const [items, total] = await this.filtered(query)
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    return { items: items.map(toEnquiryView), total, page: query.page, pageSize: query.pageSize, counts: await this.counts() };
  }

  /** Every enquiry matching the filters, newest first, for the CSV export. */
  async all(query: EnquiryFilterQuery): Promise<EnquiryView[]> {
    return (await this.filtered(query).getMany()).map(toEnquiryView);
  }

  async counts(): Promise<EnquiryCounts> {
    const rows = await this.enquiries
      .createQueryBuilder('enquiry')
      .select('enquiry.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('enquiry.status')
      .getRawMany<{ status: EnquiryStatus; count: number }>();
    const counts: EnquiryCounts = { new: 0, held: 0, handled: 0, spam: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  /** Sets the status; returns the enquiry and the status it had, for the audit trail. */
  setStatus(id: string, status: SettableStatus): Promise<{ enquiry: EnquiryView; previous: EnquiryStatus }> {
    return this.changeStatus(id, status, false);
  }

  /** A held enquiry becomes new and its staff e-mail is queued; 409 for any other enquiry. */
  async release(id: string): Promise<EnquiryView> {
    return (await this.changeStatus(id, 'new', true)).enquiry;
  }

  private async changeStatus(id: string, status: SettableStatus, mustBeHeld: boolean): Promise<{ enquiry: EnquiryView; previous: EnquiryStatus }> {
    const previous = await this.enquiries.manager.transaction(async (manager) => {
      const stored = await manager.findOne(Enquiry, { select: { id: true, status: true }, where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!stored) throw new NotFoundException(ENQUIRY_NOT_FOUND);
      if (mustBeHeld && stored.status !== 'held') throw new ConflictException(`${NOT_HELD}; this one is ${stored.status}`);
      await manager
        .createQueryBuilder()
        .update(Enquiry)
        .set({ status, statusChangedAt: () => 'now()', spamReason: () => (status === 'spam' ? "coalesce(spam_reason, 'staff')" : 'NULL') })
        .where('id = :id', { id })
        .execute();
      if (stored.status === 'held' && status === 'new' && this.mail.configured) {
        await manager.createQueryBuilder().insert().into(Notification).values({ enquiryId: id }).orIgnore().execute();
      }
      return stored.status;
    });
    this.logger.log(`Enquiry ${id} marked ${status}${previous === 'held' && status === 'new' ? ' (released)' : ''}`);
    this.outbox.kick();
    return { enquiry: await this.get(id), previous };
  }

  async remove(id: string): Promise<void> {
    const result = await this.enquiries.delete({ id });
    if (!result.affected) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    this.logger.log(`Enquiry ${id} deleted`);
  }

  private async get(id: string): Promise<EnquiryView> {
    const enquiry = await this.enquiries.findOne({ where: { id }, relations: { notification: true } });
    if (!enquiry) throw new NotFoundException(ENQUIRY_NOT_FOUND);
    return toEnquiryView(enquiry);
  }

  private filtered(query: EnquiryFilterQuery): SelectQueryBuilder<Enquiry> {
    const builder = this.enquiries
      .createQueryBuilder('enquiry')
      .leftJoinAndSelect('enquiry.notification', 'notification')
      .orderBy('enquiry.receivedAt', 'DESC')
      .addOrderBy('enquiry.id', 'DESC');
    if (query.status) builder.andWhere('enquiry.status = :status', { status: query.status });
    else builder.andWhere("enquiry.status IN ('new', 'handled')");
    if (query.form) builder.andWhere('enquiry.form = :form', { form: query.form });
    const search = query.q?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      builder.andWhere(
        new Brackets((where) => {
          for (const column of SEARCHED_COLUMNS) where.orWhere(`enquiry.${column} ILIKE :pattern`, { pattern });
        }),
      );
    }
    return builder;
  }
}
