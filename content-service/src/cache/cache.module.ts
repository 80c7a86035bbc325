import { Module } from '@nestjs/common';
import { ContentChangeListener } from './content-change-listener';
import { ContentCache } from './content-cache';

@Module({
  providers: [ContentCache, ContentChangeListener],
  exports: [ContentCache],
})
export class CacheModule {}
