import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { ContentModule } from '../content/content.module';
import { PageRenderer } from './page-renderer';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { PublicPageAnswers } from './public-page-answers';
import { ReviewPageController } from './review-page.controller';
import { ReviewPages } from './review-pages';
import { ReviewsModule } from '../reviews/reviews.module';

@Module({
  imports: [CacheModule, ContentModule, ReviewsModule],
  controllers: [PagesController, ReviewPageController],
  providers: [PageRenderer, PagesService, PublicPageAnswers, ReviewPages],
})
export class PagesModule {}
