import { Module } from '@nestjs/common';
import { CacheMetrics } from './cache-metrics';
import { ContentChangeListener } from './content-change-listener';
import { ContentCache } from './content-cache';
import { PublicationDayWatcher } from './publication-day-watcher';
import { PublicAnswers } from './public-answers';

@Module({
  providers: [CacheMetrics, ContentCache, ContentChangeListener, PublicAnswers, PublicationDayWatcher],
  exports: [ContentCache, PublicAnswers],
})
export class CacheModule {}
