import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DatabaseSettings, withMigrationLock } from '@site/nest-server-kit';
import { DataSource } from 'typeorm';
import { notifyContentChanged } from '../cache/content-changes';
import { sanitiseStoredHtml } from '../content/html-sanitiser';
import { ContentMedia } from './content-media';
import { describeSource } from './content-images';

/**
 * Moves every data: image already stored in an item's body into the media library and stores the
 * reference instead (issue 25), at start-up under the migration lock, so replicas starting together do it
 * once. Safe to run again: a body without data: images is not touched, and the same bytes are the same
 * library image. An image that is not an accepted one stays as it was, with a warning naming the item.
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

  /** Returns how many items changed. */
  async run(): Promise<number> {
    const items: Array<{ id: string; content: string; image_url: string }> = await this.dataSource.query(
      `SELECT id, content, image_url FROM content.content_items WHERE content ~* '<img[^>]+src\\s*=\\s*"?\\s*data:'`,
    );
    let changed = 0;
    for (const item of items) {
      const prepared = await this.contentMedia.prepare({ content: item.content, imageUrl: item.image_url }, null, (src, problem) => {
        this.logger.warn({ message: 'A stored data: image was left in place', itemId: item.id, image: describeSource(src), reason: problem.message });
      });
      const content = sanitiseStoredHtml(prepared.content);
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
    if (changed > 0) this.logger.log({ message: 'Moved stored data: images into the media library', items: changed });
    return changed;
  }
}
