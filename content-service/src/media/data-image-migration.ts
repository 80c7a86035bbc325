import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DatabaseSettings, withMigrationLock } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { notifyContentChanged } from '../cache/content-changes';
import { sanitiseStoredHtml } from '../content/html-sanitiser';
import { ContentMedia } from './content-media';
import { describeSource } from './content-images';

/** An SQL pattern for a body with at least one data: image. */
const HAS_DATA_IMAGE = `'<img[^>]+src\\s*=\\s*"?\\s*data:'`;

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contentMedia: ContentMedia,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { url } = this.config.getOrThrow<DatabaseSettings>('database');
    await withMigrationLock(url, 'content-service', () => this.run());
  }

  /** Returns how many items changed (revisions not counted). */
  async run(): Promise<number> {
    const items: Array<{ id: string; content: string; image_url: string }> = await this.dataSource.query(
      `SELECT id, content, image_url FROM content.content_items WHERE content ~* ${HAS_DATA_IMAGE}`,
    );
    let changed = 0;
    for (const item of items) {
      const content = await this.withLibraryImages(item.id, item.content, item.image_url);
      if (content === item.content) continue;
      await this.dataSource.transaction(async (manager) => {
        // Only if nobody changed the item meanwhile; otherwise that save already moved its images.
        const [, updated] = await manager.query('UPDATE content.content_items SET content = $2 WHERE id = $1 AND content = $3', [item.id, content, item.content]);
        if (updated === 0) return;
        await this.contentMedia.recordUsage(manager, item.id, { content, imageUrl: item.image_url });
        await notifyContentChanged(manager, { action: 'updated', id: item.id });
        changed += 1;
      });
    }
    const revisions = await this.moveRevisionImages();
    if (changed + revisions > 0) this.logger.log({ message: 'Moved stored data: images into the media library', items: changed, revisions });
    return changed;
  }

  /** The revisions' bodies too, so restoring one brings back references, not megabytes of base64. */
  private async moveRevisionImages(): Promise<number> {
    const revisions: Array<{ id: string; item_id: string; content: string; image_url: string }> = await this.dataSource.query(
      `SELECT id, item_id, item->>'content' AS content, item->>'imageUrl' AS image_url
       FROM content.content_revisions WHERE item->>'content' ~* ${HAS_DATA_IMAGE}`,
    );
    let changed = 0;
    for (const revision of revisions) {
      const content = await this.withLibraryImages(revision.item_id, revision.content, revision.image_url ?? '');
      if (content === revision.content) continue;
      const [, updated] = await this.dataSource.query(
        `UPDATE content.content_revisions SET item = jsonb_set(item, '{content}', to_jsonb($2::text)) WHERE id = $1 AND item->>'content' = $3`,
        [revision.id, content, revision.content],
      );
      changed += Number(updated);
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
