import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { notifyContentChanged } from '../cache/content-changes.repository';
import { ContentCache } from '../cache/content-cache';
import type { AppConfig } from '../config/app.config';
import { ContentItemsRepository } from '../content/content-items.repository';
import { ContentSaves } from '../content/content-saves';
import { renderedBody } from '../content/rendered-body';
import { sampleContent } from './sample-content';

/**
 * Fills an empty content table with sample posts on start (unless SEED_SAMPLE_CONTENT=false).
 * A transaction-scoped advisory lock makes instances that start together seed only once.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContentSeeder.name);

  constructor(
    private readonly items: ContentItemsRepository,
    private readonly config: ConfigService,
    private readonly cache: ContentCache,
    private readonly saves: ContentSaves,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const app = this.config.getOrThrow<AppConfig>('app');
    if (!app.seedSampleContent) {
      return;
    }
    const inserted = await this.seedIfEmpty(app.siteUrl);
    if (inserted > 0) {
      this.logger.log(`Added ${inserted} sample content items`);
    }
  }

  async seedIfEmpty(siteUrl: string): Promise<number> {
    const inserted = await this.items.transaction(async (tx) => {
      await this.items.lockForSeeding(tx);
      if (!(await this.items.isEmpty(tx))) {
        return 0;
      }
      const items = sampleContent(siteUrl);
      for (const id of await this.items.insertMany(tx, items.map((item) => ({ ...item, ...renderedBody(item.content) })))) {
        await this.saves.recordRevision(tx, id, null);
      }
      await notifyContentChanged(tx, { action: 'seeded' }, this.cache.instanceId);
      return items.length;
    });
    if (inserted > 0) {
      this.cache.invalidateAll();
    }
    return inserted;
  }
}
