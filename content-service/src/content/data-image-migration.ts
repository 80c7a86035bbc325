import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type DatabaseSettings, withMigrationLock } from '@site/nest-server-kit';
import { notifyContentChanged } from '../cache/content-changes.repository';
import { ContentCache } from '../cache/content-cache';
import { ContentItemsRepository } from './content-items.repository';
import { sanitiseStoredHtml } from './html-sanitiser';
import { renderedBody } from './rendered-body';
import { ContentRevisionsRepository } from '../revisions/content-revisions.repository';
import { ContentMedia } from '../media/content-media';
import { describeSource } from '../media/content-images';

/**
 * Moves every data: image already stored in an item's body, and in its kept revisions, into the media
 * library and stores the reference instead (issue 25), at start-up under the migration lock, so replicas
 * starting together do it once. Safe to run again: a body without data: images is not touched, and the
 * same bytes are the same library image. An image that is not an accepted one stays as it was, with a
 * warning naming the item. The item's version does not change: nothing an editor decided did.
 */
@Injectable()
export class DataImageMigration implements OnApplicationBootstrap {
  private readonly logger = new Logger(DataImageMigration.name);

  constructor(
    private readonly items: ContentItemsRepository,
    private readonly revisions: ContentRevisionsRepository,
    private readonly contentMedia: ContentMedia,
    private readonly config: ConfigService,
    private readonly cache: ContentCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { url } = this.config.getOrThrow<DatabaseSettings>('database');
    await withMigrationLock(url, 'content-service', () => this.run());
  }

  /** Returns how many items changed (revisions not counted). */
  async run(): Promise<number> {
    let changed = 0;
    for (const item of await this.items.withDataImages()) {
      const content = await this.withLibraryImages(item.id, item.content, item.imageUrl);
      if (content === item.content) continue;
      await this.items.transaction(async (tx) => {
        // Only if nobody changed the item meanwhile; otherwise that save already moved its images.
        if (!(await this.items.replaceContentIfUnchanged(tx, item.id, { content, ...renderedBody(content) }, item.content))) return;
        await this.contentMedia.recordUsage(tx, item.id, { content, imageUrl: item.imageUrl });
        await notifyContentChanged(tx, { action: 'updated', id: item.id }, this.cache.instanceId);
        changed += 1;
      });
    }
    if (changed > 0) this.cache.invalidateAll();
    const revisions = await this.moveRevisionImages();
    if (changed + revisions > 0) this.logger.log({ message: 'Moved stored data: images into the media library', items: changed, revisions });
    return changed;
  }

  /** The revisions' bodies too, so restoring one brings back references, not megabytes of base64. */
  private async moveRevisionImages(): Promise<number> {
    let changed = 0;
    for (const revision of await this.revisions.withDataImages()) {
      const content = await this.withLibraryImages(revision.itemId, revision.content, revision.imageUrl ?? '');
      if (content === revision.content) continue;
      if (await this.revisions.replaceContentIfUnchanged(revision.id, content, revision.content)) changed += 1;
    }
    return changed;
  }

  private async withLibraryImages(itemId: string, content: string, imageUrl: string): Promise<string> {
    const prepared = await this.contentMedia.prepare({ content, imageUrl }, null, (src, problem) => {
      this.logger.warn({ message: 'A stored data: image was left in place', itemId, image: describeSource(src), reason: problem.message });
    });
    return prepared.content === content ? content : sanitiseStoredHtml(prepared.content);
  }
}
