import { Injectable, NotFoundException } from '@nestjs/common';
import type { StaffUser } from '@site/nest-server-kit';
import { who } from '../audit/audit-actor';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import type { SavedCmsItem } from '../content/cms-content-item';
import { fieldsOf } from '../content/content-fields';
import { ContentItemsRepository } from '../content/content-items.repository';
import { refusalToUpdate } from '../content/content-permissions';
import { ContentSaves } from '../content/content-saves';
import { ContentWrites } from '../content/content-writes';
import { CONTENT_NOT_FOUND } from '../content/content.constants';
import { sanitiseStoredHtml } from '../content/html-sanitiser';
import { refuseWith } from '../content/refuse-with';
import { ContentMedia } from '../media/content-media';
import { ReadinessService } from '../readiness/readiness.service';
import { Approvals } from '../reviews/approvals';
import { ContentRevisionsRepository } from './content-revisions.repository';
import { type RevisionSummary, type RevisionView, toRevisionSummary, toRevisionView } from './revision-views';

const REVISION_NOT_FOUND = 'Revision not found';

/** Staff read an item's revisions and restore one; items in the trash show none (404, as the item). */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly items: ContentItemsRepository,
    private readonly revisions: ContentRevisionsRepository,
    private readonly writes: ContentWrites,
    private readonly saves: ContentSaves,
    private readonly media: ContentMedia,
    private readonly audit: AuditLogger,
    private readonly readiness: ReadinessService,
    private readonly approvals: Approvals,
  ) {}

  async list(itemId: string): Promise<RevisionSummary[]> {
    await this.assertItemExists(itemId);
    const decisions = await this.approvals.decisionsOn(itemId);
    return (await this.revisions.list(itemId)).map((revision) =>
      toRevisionSummary(revision, decisions.filter((decision) => decision.version === revision.version)),
    );
  }

  async view(itemId: string, revisionId: string): Promise<RevisionView> {
    await this.assertItemExists(itemId);
    const revision = await this.revisions.find(itemId, revisionId);
    if (!revision) {
      throw new NotFoundException(REVISION_NOT_FOUND);
    }
    return toRevisionView(revision);
  }

  /**
   * Saves the revision's fields as the item's next version (itself a new revision), under the same role
   * and ownership rules as an edit. Its slug must still be free, as for any save. As for any save, a
   * `data:` image an old revision still holds moves into the media library first, and a published
   * revision's images need their alt text. Restoring a published revision is publishing: it passes the
   * readiness checks and, where approval is required, needs the current or the restored version approved.
   */
  async restore(itemId: string, revisionId: string, staff: StaffUser, origin: RequestOrigin): Promise<SavedCmsItem> {
    // Revisions never change, so the images can be prepared before the item is locked.
    const revision = await this.revisions.find(itemId, revisionId);
    if (!revision) {
      await this.assertItemExists(itemId);
      throw new NotFoundException(REVISION_NOT_FOUND);
    }
    const stored = fieldsOf(revision.item);
    const prepared = await this.media.prepare(stored, staff);
    const fields = prepared.content === stored.content ? prepared : { ...prepared, content: sanitiseStoredHtml(prepared.content) };
    const item = await this.writes.run(undefined, async (tx) => {
      const locked = await this.items.lockForSave(tx, itemId);
      if (!locked) {
        throw new NotFoundException(CONTENT_NOT_FOUND);
      }
      if (!(await this.revisions.find(itemId, revisionId, tx))) {
        throw new NotFoundException(REVISION_NOT_FOUND);
      }
      refuseWith(refusalToUpdate(staff, locked, fields.status));
      await this.media.assertAltText(fields);
      if (fields.status === 'published') {
        await this.readiness.assertPublishable(fields);
        await this.approvals.assertApprovedToPublish(fields.type, [locked, { id: itemId, version: revision.version }]);
      }
      const result = await this.saves.replace(tx, locked, fields, staff, { redirectOldSlug: true });
      return { result, change: { action: 'updated', id: itemId } };
    });
    await this.audit.record({ event: 'content.revision-restored', ...who(staff), itemId, title: item.title, ...origin });
    return item;
  }

  private async assertItemExists(itemId: string): Promise<void> {
    if (!(await this.items.exists(itemId))) {
      throw new NotFoundException(CONTENT_NOT_FOUND);
    }
  }
}
