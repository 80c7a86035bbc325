import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { CmsContentController } from './cms-content.controller';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';

@Module({
  imports: [CacheModule],
  controllers: [ContentController, CmsContentController],
  providers: [ContentService],
})
export class ContentModule {}
