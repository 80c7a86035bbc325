import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReviewDecision } from '@site/contracts';
import { DataSource } from 'typeorm';

export interface StoredReviewDecision {
  linkId: string;
  itemId: string;
  version: number;
  name: string;
  email: string;
  decision: ReviewDecision;
  comment: string;
  at: Date;
}

interface Row {
  link_id: string;
  item_id: string;
  item_version: number;
  reviewer_name: string;
  reviewer_email: string;
  decision: ReviewDecision;
  comment: string;
  decided_at: Date;
}

const COLUMNS = 'link_id, item_id, item_version, reviewer_name, reviewer_email, decision, comment, decided_at';
const toDecision = (row: Row): StoredReviewDecision => ({
  linkId: row.link_id,
  itemId: row.item_id,
  version: row.item_version,
  name: row.reviewer_name,
  email: row.reviewer_email,
  decision: row.decision,
  comment: row.comment,
  at: row.decided_at,
});

/** The one owner of content.review_decisions: each reviewer's approve or changes, on one version of the item. */
@Injectable()
export class ReviewDecisionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(decision: Omit<StoredReviewDecision, 'at'>): Promise<StoredReviewDecision> {
    const rows: Row[] = await this.dataSource.query(
      `INSERT INTO content.review_decisions (link_id, item_id, item_version, reviewer_name, reviewer_email, decision, comment)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [decision.linkId, decision.itemId, decision.version, decision.name, decision.email, decision.decision, decision.comment],
    );
    return toDecision(rows[0] as Row);
  }

  /** The decisions made through these links, oldest first. */
  async ofLinks(linkIds: string[]): Promise<StoredReviewDecision[]> {
    if (linkIds.length === 0) return [];
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM content.review_decisions WHERE link_id = ANY($1::uuid[]) ORDER BY decided_at, id`,
      [linkIds],
    );
    return rows.map(toDecision);
  }

  /** Every decision on the item, oldest first. */
  async ofItem(itemId: string): Promise<StoredReviewDecision[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM content.review_decisions WHERE item_id = $1 ORDER BY decided_at, id`, [itemId]);
    return rows.map(toDecision);
  }

  /** The newest decision on this version of the item, if any. */
  async newestOn(itemId: string, version: number): Promise<StoredReviewDecision | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM content.review_decisions WHERE item_id = $1 AND item_version = $2 ORDER BY decided_at DESC, id DESC LIMIT 1`,
      [itemId, version],
    );
    return rows[0] ? toDecision(rows[0]) : null;
  }
}
