import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type DatabaseSettings, withMigrationLock } from '@site/nest-server-kit';
import { notifyContentChanged } from '../cache/content-changes.repository';
import { ContentCache } from '../cache/content-cache';
import { type BodyImageLadder, ladderSignature, MEDIA_WIDTH_LADDER } from '../media/body-images';
import { ContentItemsRepository } from './content-items.repository';
import { renderedBody } from './rendered-body';

const BATCH = 100;

/**
 * Makes the body as visitors see it again for every item rendered with another width ladder (or none:
 * items saved before renderings were stored), at start-up under the migration lock, so replicas starting
 * together do it once. A body changed meanwhile is skipped: its save rendered it with the current ladder.
 */
@Injectable()
export class RenderedBodies implements OnApplicationBootstrap {
  private readonly logger = new Logger(RenderedBodies.name);

  constructor(
    private readonly items: ContentItemsRepository,
    private readonly cache: ContentCache,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { url } = this.config.getOrThrow<DatabaseSettings>('database');
    await withMigrationLock(url, 'content-service', () => this.run());
  }

  /** Returns how many items were rendered again. */
  async run(ladder: BodyImageLadder = MEDIA_WIDTH_LADDER): Promise<number> {
    const signature = ladderSignature(ladder);
    const seen: string[] = [];
    let changed = 0;
    for (;;) {
      const stale = await this.items.renderedWithOtherLadder(signature, BATCH, seen);
      if (stale.length === 0) break;
      for (const { id, content } of stale) {
        seen.push(id);
        if (await this.items.setRendering(id, content, renderedBody(content, ladder))) changed += 1;
      }
    }
    if (changed > 0) {
      await this.items.transaction((tx) => notifyContentChanged(tx, { action: 'updated' }, this.cache.instanceId));
      this.cache.invalidateAll();
      this.logger.log({ message: 'Rendered item bodies again for the current media width ladder', items: changed });
    }
    return changed;
  }
}
