import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import type { Transaction } from '../database/transactions';
import type { EnquiryFilterQuery } from './dto/enquiry-list-query.dto';
import { EARLIER_ENQUIRY_DAYS, type EnquiryStage, type EnquiryStatus, NO_ASSIGNEE, NO_STAGE, type SettableStatus } from './enquiry-fields';
import { Enquiry } from './enquiry.entity';

const SEARCHED_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'organisation', 'service', 'message'];

/** What the lead report groups by (a missing value reads as the fallback). Spam is never counted. */
export const REPORT_GROUPS = {
  source: `attribution->'utm'->>'source'`,
  campaign: `attribution->'utm'->>'campaign'`,
  landingPage: `attribution->>'landingPage'`,
  page: 'page',
} as const;
export type ReportGroup = keyof typeof REPORT_GROUPS;
const IN_REPORT = `status <> 'spam' AND received_at >= now() - make_interval(days => $1)`;

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

  /** Sets the stage and marks the enquiry worked on. */
  async setStage(id: string, stage: EnquiryStage | null, transaction: Transaction): Promise<void> {
    await transaction.createQueryBuilder().update(Enquiry).set({ stage, touchedAt: () => 'now()' }).where('id = :id', { id }).execute();
  }

  /** Assigning is not working on it: the reminder still goes, to the assignee. */
  async setAssignee(id: string, assigneeId: string | null, transaction: Transaction): Promise<void> {
    await transaction.createQueryBuilder().update(Enquiry).set({ assigneeId }).where('id = :id', { id }).execute();
  }

  /** Marks the enquiry worked on (a note was written). */
  async touch(id: string, transaction: Transaction): Promise<void> {
    await transaction.createQueryBuilder().update(Enquiry).set({ touchedAt: () => 'now()' }).where('id = :id', { id }).execute();
  }

  /** New enquiries nobody has worked on (no stage, no note) that have been new since before `since`. */
  awaitingFirstTouch(since: Date): Promise<Enquiry[]> {
    return this.enquiries
      .createQueryBuilder('enquiry')
      .where("enquiry.status = 'new'")
      .andWhere('enquiry.stage IS NULL')
      .andWhere('enquiry.touched_at IS NULL')
      .andWhere('coalesce(enquiry.status_changed_at, enquiry.received_at) <= :since', { since })
      .orderBy('enquiry.received_at')
      .getMany();
  }

  /** The ids of the same address's other enquiries received in the 30 days before this one, newest first. */
  async earlierFromSameAddress(enquiry: Pick<Enquiry, 'id' | 'email' | 'receivedAt'>): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.enquiries.query(
      `SELECT id FROM enquiries WHERE lower(email) = lower($1) AND id <> $2
         AND received_at <= $3 AND received_at >= $3::timestamptz - make_interval(days => $4)
       ORDER BY received_at DESC`,
      [enquiry.email, enquiry.id, enquiry.receivedAt, EARLIER_ENQUIRY_DAYS],
    );
    return rows.map((row) => row.id);
  }

  /** Deletes every enquiry of this e-mail address, whatever its case (their notes and outbox rows go with them); returns how many. */
  async deleteByEmail(email: string): Promise<number> {
    const [, deleted]: [unknown, number] = await this.enquiries.query(`DELETE FROM enquiries WHERE lower(email) = lower($1)`, [email.trim()]);
    return deleted;
  }

  /** Enquiries (not spam) of the last `days` days, and how many of them were won. */
  async reportTotals(days: number): Promise<{ total: number; won: number }> {
    const rows: Array<{ total: number; won: number }> = await this.enquiries.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE stage = 'won'))::int AS won FROM enquiries WHERE ${IN_REPORT}`,
      [days],
    );
    return rows[0];
  }

  /** Enquiries (not spam) of the last `days` days per week, weeks starting on Monday in `timeZone` (YYYY-MM-DD). */
  countByWeek(days: number, timeZone: string): Promise<Array<{ weekStart: string; count: number }>> {
    return this.enquiries.query(
      `SELECT to_char(date_trunc('week', received_at AT TIME ZONE $2), 'YYYY-MM-DD') AS "weekStart", count(*)::int AS count
         FROM enquiries WHERE ${IN_REPORT} GROUP BY 1 ORDER BY 1`,
      [days, timeZone],
    );
  }

  /** Enquiries (not spam) of the last `days` days per value of `group`, most first; a missing value counts as `missing`. */
  countByGroup(group: ReportGroup, days: number, missing: string): Promise<Array<{ key: string; count: number }>> {
    return this.enquiries.query(
      `SELECT coalesce(nullif(${REPORT_GROUPS[group]}, ''), $2) AS key, count(*)::int AS count
         FROM enquiries WHERE ${IN_REPORT} GROUP BY 1 ORDER BY 2 DESC, 1`,
      [days, missing],
    );
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
    if (filters.stage === NO_STAGE) builder.andWhere('enquiry.stage IS NULL');
    else if (filters.stage) builder.andWhere('enquiry.stage = :stage', { stage: filters.stage });
    if (filters.assignee === NO_ASSIGNEE) builder.andWhere('enquiry.assignee_id IS NULL');
    else if (filters.assignee) builder.andWhere('enquiry.assignee_id = :assignee', { assignee: filters.assignee });
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
