import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { MediaModule } from '../media/media.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { ContentRevisionsModule } from '../revisions/content-revisions.module';
import { ContentItemsModule } from './content-items.module';
import { ContentSaves } from './content-saves';
import { ContentWrites } from './content-writes';

/** The steps every change of an item shares, for content, its revisions, the trash and the seeder. */
@Module({
  imports: [CacheModule, ContentItemsModule, ContentRevisionsModule, MediaModule, RedirectsModule],
  providers: [ContentWrites, ContentSaves],
  exports: [ContentWrites, ContentSaves],
})
export class ContentWritesModule {}
