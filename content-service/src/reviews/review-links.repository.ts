import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface StoredReviewLink {
  id: string;
  itemId: string;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface Row {
  id: string;
  item_id: string;
  created_at: Date;
  created_by_id: string | null;
  created_by_name: string | null;
  expires_at: Date;
  revoked_at: Date | null;
}

const COLUMNS = 'id, item_id, created_at, created_by_id, created_by_name, expires_at, revoked_at';
const toLink = (row: Row): StoredReviewLink => ({
  id: row.id,
  itemId: row.item_id,
  createdAt: row.created_at,
  createdById: row.created_by_id,
  createdByName: row.created_by_name,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

/** The one owner of content.review_links: links to an item for reviewers, found by their token's hash. */
@Injectable()
export class ReviewLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(link: { itemId: string; tokenHash: string; createdById: string; createdByName: string; expiresAt: Date }): Promise<StoredReviewLink> {
    const rows: Row[] = await this.dataSource.query(
      `INSERT INTO content.review_links (item_id, token_hash, created_by_id, created_by_name, expires_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [link.itemId, link.tokenHash, link.createdById, link.createdByName, link.expiresAt],
    );
    return toLink(rows[0] as Row);
  }

  async byTokenHash(tokenHash: string): Promise<StoredReviewLink | null> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM content.review_links WHERE token_hash = $1`, [tokenHash]);
    return rows[0] ? toLink(rows[0]) : null;
  }

  async byId(id: string): Promise<StoredReviewLink | null> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM content.review_links WHERE id = $1`, [id]);
    return rows[0] ? toLink(rows[0]) : null;
  }

  /** The item's links, newest first. */
  async ofItem(itemId: string): Promise<StoredReviewLink[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM content.review_links WHERE item_id = $1 ORDER BY created_at DESC, id`, [itemId]);
    return rows.map(toLink);
  }

  /** Revokes the link now unless it already was. */
  async revoke(id: string, at: Date): Promise<void> {
    await this.dataSource.query('UPDATE content.review_links SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, at]);
  }
}
