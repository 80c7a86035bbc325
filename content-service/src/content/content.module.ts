import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { MediaModule } from '../media/media.module';
import { CmsContentController } from './cms-content.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

@Module({
  imports: [CacheModule, MediaModule],
  controllers: [ContentController, CmsContentController],
  providers: [ContentService],
  // The listing pages (PagesModule) are rendered from the same first page the browser's fetch gets.
  exports: [ContentService],
})
export class ContentModule {}
