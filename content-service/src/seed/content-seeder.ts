import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notifyContentChanged } from '../cache/content-changes';
import { ContentCache } from '../cache/content-cache';
import type { AppConfig } from '../config/app.config';
import { ContentSaves } from '../content/content-saves';
import { ContentItem } from '../content/content.entity';
import { RevisionStore } from '../revisions/revision-store';
import { sampleContent } from './sample-content';

/**
 * Fills an empty content table with sample posts on start (unless SEED_SAMPLE_CONTENT=false).
 * A transaction-scoped advisory lock makes instances that start together seed only once.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(ContentSeeder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: ConfigService,
    private readonly cache: ContentCache,
    private readonly saves: ContentSaves,
    private readonly revisions: RevisionStore,
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
    const inserted = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('content-service:seed'))`);
      if (await manager.exists(ContentItem)) {
        return 0;
      }
      const items = sampleContent(siteUrl);
      const { identifiers } = await manager.insert(ContentItem, items.map((item) => ({ ...item, version: 1 })));
      for (const { id } of identifiers) {
        const { scheduledFor: _scheduledFor, ...stored } = await this.saves.read(manager, String(id));
        await this.revisions.record(manager, stored, null);
      }
      await notifyContentChanged(manager, { action: 'seeded' });
      return items.length;
    });
    if (inserted > 0) {
      this.cache.invalidateAll();
    }
    return inserted;
  }
}
