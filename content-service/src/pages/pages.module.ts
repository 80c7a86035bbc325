import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { ContentModule } from '../content/content.module';
import { PageRenderer } from './page-renderer';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { PublicPageAnswers } from './public-page-answers';

@Module({
  imports: [CacheModule, ContentModule],
  controllers: [PagesController],
  providers: [PageRenderer, PagesService, PublicPageAnswers],
})
export class PagesModule {}
