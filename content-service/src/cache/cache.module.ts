import { Module } from '@nestjs/common';
import { ContentChangeListener } from './content-change-listener';
import { ContentCache } from './content-cache';
import { PublicAnswers } from './public-answers';

@Module({
  providers: [ContentCache, ContentChangeListener, PublicAnswers],
  exports: [ContentCache, PublicAnswers],
})
export class CacheModule {}
