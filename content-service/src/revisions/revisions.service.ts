import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffUser } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import type { SavedCmsItem } from '../content/cms-content-item';
import { fieldsOf } from '../content/content-fields';
import { refusalToUpdate } from '../content/content-permissions';
import { ContentSaves, LOCKED_COLUMNS } from '../content/content-saves';
import { refuseWith } from '../content/content.service';
import { ContentWrites } from '../content/content-writes';
import { CONTENT_NOT_FOUND } from '../content/content.constants';
import { ContentItem } from '../content/content.entity';
import { RevisionStore, type RevisionSummary, type RevisionView } from './revision-store';

export const REVISION_NOT_FOUND = 'Revision not found';

/** Staff read an item's revisions and restore one; items in the trash show none (404, as the item). */
@Injectable()
export class RevisionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly revisions: RevisionStore,
    private readonly writes: ContentWrites,
    private readonly saves: ContentSaves,
  ) {}

  async list(itemId: string): Promise<RevisionSummary[]> {
    await this.assertItemExists(itemId);
    return this.revisions.list(itemId);
  }

  async view(itemId: string, revisionId: string): Promise<RevisionView> {
    await this.assertItemExists(itemId);
    const revision = await this.revisions.find(itemId, revisionId);
    if (!revision) {
      throw new NotFoundException(REVISION_NOT_FOUND);
    }
    return revision;
  }

  /**
   * Saves the revision's fields as the item's next version (itself a new revision), under the same role
   * and ownership rules as an edit. Its slug must still be free, as for any save.
   */
  restore(itemId: string, revisionId: string, staff: StaffUser): Promise<SavedCmsItem> {
    return this.writes.run(undefined, async (manager) => {
      const stored = await manager.findOne(ContentItem, { select: LOCKED_COLUMNS, where: { id: itemId }, lock: { mode: 'pessimistic_write' } });
      if (!stored) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      const revision = await this.revisions.find(itemId, revisionId, manager);
      if (!revision) {
        throw new NotFoundException(REVISION_NOT_FOUND);
      }
      const fields = fieldsOf(revision.item);
      refuseWith(refusalToUpdate(staff, stored, fields.status));
      const result = await this.saves.replace(manager, stored, fields, staff, { redirectOldSlug: true });
      return { result, change: { action: 'updated', id: itemId } };
    });
  }

  private async assertItemExists(itemId: string): Promise<void> {
    if (!(await this.dataSource.manager.existsBy(ContentItem, { id: itemId }))) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
  }
}
