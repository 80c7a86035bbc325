import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import type { Transaction } from '../database/transactions';
import type { EnquiryFilterQuery } from './dto/enquiry-list-query.dto';
import type { EnquiryStatus, SettableStatus } from './enquiry-fields';
import { Enquiry } from './enquiry.entity';

const SEARCHED_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'organisation', 'service', 'message'];

/** The one reader and writer of enquiry.enquiries. */
@Injectable()
export class EnquiryRepository {
  constructor(@InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>) {}

  insert(enquiry: Partial<Enquiry>, transaction: Transaction): Promise<Enquiry> {
    return transaction.getRepository(Enquiry).save(enquiry);
  }

  /** One page of the enquiries matching the filters, newest first, and how many match. */
  page(filters: EnquiryFilterQuery, page: number, pageSize: number): Promise<[Enquiry[], number]> {
    return this.filtered(filters)
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
  }

  /** Every enquiry matching the filters, newest first. */
  all(filters: EnquiryFilterQuery): Promise<Enquiry[]> {
    return this.filtered(filters).getMany();
  }

  /** How many enquiries have each status (statuses with none are left out). */
  async countByStatus(): Promise<Array<{ status: EnquiryStatus; count: number }>> {
    return this.enquiries
      .createQueryBuilder('enquiry')
      .select('enquiry.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('enquiry.status')
      .getRawMany<{ status: EnquiryStatus; count: number }>();
  }

  findById(id: string): Promise<Enquiry | null> {
    return this.enquiries.findOneBy({ id });
  }

  /** The enquiry's status, its row locked until the transaction ends; undefined when there is no such enquiry. */
  async lockStatus(id: string, transaction: Transaction): Promise<EnquiryStatus | undefined> {
    const stored = await transaction.findOne(Enquiry, { select: { id: true, status: true }, where: { id }, lock: { mode: 'pessimistic_write' } });
    return stored?.status;
  }

  /** Sets the status and when it changed; spam keeps the reason it had (or is marked as staff's), other statuses have none. */
  async setStatus(id: string, status: SettableStatus, transaction: Transaction): Promise<void> {
    await transaction
      .createQueryBuilder()
      .update(Enquiry)
      .set({ status, statusChangedAt: () => 'now()', spamReason: () => (status === 'spam' ? "coalesce(spam_reason, 'staff')" : 'NULL') })
      .where('id = :id', { id })
      .execute();
  }

  /** True when there was such an enquiry (its outbox row goes with it). */
  async delete(id: string): Promise<boolean> {
    const result = await this.enquiries.delete({ id });
    return Boolean(result.affected);
  }

  /** Deletes enquiries received more than `days` days ago; returns how many. */
  async deleteReceivedBefore(days: number): Promise<number> {
    const [, deleted]: [unknown, number] = await this.enquiries.query(`DELETE FROM enquiries WHERE received_at < now() - make_interval(days => $1)`, [days]);
    return deleted;
  }

  /** Deletes spam that has been spam for more than `days` days (counted from when it became spam); returns how many. */
  async deleteSpamOlderThan(days: number): Promise<number> {
    const [, deleted]: [unknown, number] = await this.enquiries.query(
      `DELETE FROM enquiries WHERE status = 'spam' AND coalesce(status_changed_at, received_at) < now() - make_interval(days => $1)`,
      [days],
    );
    return deleted;
  }

  private filtered(filters: EnquiryFilterQuery): SelectQueryBuilder<Enquiry> {
    const builder = this.enquiries
      .createQueryBuilder('enquiry')
      .orderBy('enquiry.receivedAt', 'DESC')
      .addOrderBy('enquiry.id', 'DESC');
    if (filters.status) builder.andWhere('enquiry.status = :status', { status: filters.status });
    else builder.andWhere("enquiry.status IN ('new', 'handled')");
    if (filters.form) builder.andWhere('enquiry.form = :form', { form: filters.form });
    const search = filters.q?.trim();
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
