import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffUser } from '@site/nest-server-kit';
import { DataSource, type EntityManager, LessThanOrEqual } from 'typeorm';
import { type StaffReference, type StoredCmsItem, staffReference } from '../content/cms-content-item';
import type { ContentStatus } from '../content/content.constants';
import { ContentRevision } from './content-revision.entity';

/** How many of an item's newest revisions are kept; older ones are deleted as each new one is stored. */
export const REVISIONS_KEPT = 50;

export interface RevisionSummary {
  id: string;
  version: number;
  savedAt: Date;
  savedBy: StaffReference | null;
  title: string;
  status: ContentStatus;
}

export interface RevisionView {
  id: string;
  version: number;
  savedAt: Date;
  savedBy: StaffReference | null;
  item: StoredCmsItem;
}

/** The revisions table: one row per save, create and restore of an item, written in the same transaction. */
@Injectable()
export class RevisionStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores the item as just saved, then drops its revisions older than the newest REVISIONS_KEPT. */
  async record(manager: EntityManager, item: StoredCmsItem, savedBy: StaffUser | null): Promise<void> {
    await manager.insert(ContentRevision, {
      itemId: item.id,
      version: item.version,
      savedById: savedBy?.userId ?? null,
      savedByName: savedBy?.displayName ?? null,
      title: item.title,
      status: item.status,
      item,
    });
    // Versions go up by one per revision, so the newest REVISIONS_KEPT are the versions above this.
    await manager.delete(ContentRevision, { itemId: item.id, version: LessThanOrEqual(item.version - REVISIONS_KEPT) });
  }

  /** Newest first, without the stored items. */
  async list(itemId: string): Promise<RevisionSummary[]> {
    const rows = await this.dataSource.manager.find(ContentRevision, {
      select: ['id', 'version', 'savedAt', 'savedById', 'savedByName', 'title', 'status'],
      where: { itemId },
      order: { version: 'DESC' },
    });
    return rows.map(({ id, version, savedAt, savedById, savedByName, title, status }) => ({
      id, version, savedAt, savedBy: staffReference(savedById, savedByName), title, status,
    }));
  }

  async find(itemId: string, revisionId: string, manager: EntityManager = this.dataSource.manager): Promise<RevisionView | null> {
    const row = await manager.findOneBy(ContentRevision, { id: revisionId, itemId });
    return row && { id: row.id, version: row.version, savedAt: row.savedAt, savedBy: staffReference(row.savedById, row.savedByName), item: row.item };
  }
}
