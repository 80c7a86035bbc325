import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffUser } from '@site/nest-server-kit';
import { DataSource, type EntityManager, LessThanOrEqual } from 'typeorm';
import type { StoredCmsItem } from '../content/cms-content-item';
import type { Transaction } from '../database/transaction';
import { ContentRevision } from './content-revision.entity';

/** How many of an item's newest revisions are kept; older ones are deleted as each new one is stored. */
export const REVISIONS_KEPT = 50;

/** A revision's body that still holds a data: image (found by an SQL pattern, only to find candidates). */
export interface RevisionBody {
  id: string;
  itemId: string;
  content: string;
  imageUrl: string | null;
}

/** The one owner of content.content_revisions: one row per save, create and restore of an item. */
@Injectable()
export class ContentRevisionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores the item as just saved, then drops its revisions older than the newest REVISIONS_KEPT. */
  async record(tx: Transaction, item: StoredCmsItem, savedBy: StaffUser | null): Promise<void> {
    await tx.insert(ContentRevision, {
      itemId: item.id,
      version: item.version,
      savedById: savedBy?.userId ?? null,
      savedByName: savedBy?.displayName ?? null,
      title: item.title,
      status: item.status,
      item,
    });
    // Versions go up by one per revision, so the newest REVISIONS_KEPT are the versions above this.
    await tx.delete(ContentRevision, { itemId: item.id, version: LessThanOrEqual(item.version - REVISIONS_KEPT) });
  }

  /** Newest first, without the stored items. */
  list(itemId: string): Promise<ContentRevision[]> {
    return this.manager().find(ContentRevision, {
      select: ['id', 'version', 'savedAt', 'savedById', 'savedByName', 'title', 'status'],
      where: { itemId },
      order: { version: 'DESC' },
    });
  }

  find(itemId: string, revisionId: string, tx?: Transaction): Promise<ContentRevision | null> {
    return this.manager(tx).findOneBy(ContentRevision, { id: revisionId, itemId });
  }

  withDataImages(): Promise<RevisionBody[]> {
    return this.dataSource.query(
      `SELECT id, item_id AS "itemId", item->>'content' AS content, item->>'imageUrl' AS "imageUrl"
       FROM content.content_revisions WHERE item->>'content' ~* '<img[^>]+src\\s*=\\s*"?\\s*data:'`,
    );
  }

  /** Sets the stored body only if it is still `previous`; true when it was set. */
  async replaceContentIfUnchanged(id: string, content: string, previous: string): Promise<boolean> {
    const [, updated] = await this.dataSource.query(
      `UPDATE content.content_revisions SET item = jsonb_set(item, '{content}', to_jsonb($2::text)) WHERE id = $1 AND item->>'content' = $3`,
      [id, content, previous],
    );
    return Number(updated) > 0;
  }

  private manager(tx?: Transaction): EntityManager {
    return tx ?? this.dataSource.manager;
  }
}
