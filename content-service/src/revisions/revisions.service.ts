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
import { sanitiseStoredHtml } from '../content/html-sanitiser';
import { ContentMedia } from '../media/content-media';
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
    private readonly media: ContentMedia,
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
   * and ownership rules as an edit. Its slug must still be free, as for any save. As for any save, a
   * `data:` image an old revision still holds moves into the media library first, and a published
   * revision's images need their alt text.
   */
  async restore(itemId: string, revisionId: string, staff: StaffUser): Promise<SavedCmsItem> {
    // Revisions never change, so the images can be prepared before the item is locked.
    const revision = await this.revisions.find(itemId, revisionId);
    if (!revision) {
      await this.assertItemExists(itemId);
      throw new NotFoundException(REVISION_NOT_FOUND);
    }
    const stored = fieldsOf(revision.item);
    const prepared = await this.media.prepare(stored, staff);
    const fields = prepared.content === stored.content ? prepared : { ...prepared, content: sanitiseStoredHtml(prepared.content) };
    return this.writes.run(undefined, async (manager) => {
      const item = await manager.findOne(ContentItem, { select: LOCKED_COLUMNS, where: { id: itemId }, lock: { mode: 'pessimistic_write' } });
      if (!item) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      if (!(await this.revisions.find(itemId, revisionId, manager))) {
        throw new NotFoundException(REVISION_NOT_FOUND);
      }
      refuseWith(refusalToUpdate(staff, item, fields.status));
      await this.media.assertAltText(fields);
      const result = await this.saves.replace(manager, item, fields, staff, { redirectOldSlug: true });
      return { result, change: { action: 'updated', id: itemId } };
    });
  }

  private async assertItemExists(itemId: string): Promise<void> {
    if (!(await this.dataSource.manager.existsBy(ContentItem, { id: itemId }))) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
  }
}
