import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { MediaModule } from '../media/media.module';
import { ReadinessModule } from '../readiness/readiness.module';
import { AddressRedirectsModule } from '../redirects/address-redirects.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { RevisionsModule } from '../revisions/revisions.module';
import { TrashModule } from '../trash/trash.module';
import { CmsContentController } from './cms-content.controller';
import { ContentItemsModule } from './content-items.module';
import { ContentRevisionsModule } from '../revisions/content-revisions.module';
import { ContentWritesModule } from './content-writes.module';
import { DataImageMigration } from './data-image-migration';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { PublicContentAnswers } from './public-content-answers';
import { RenderedBodies } from './rendered-bodies';
import { StaffListing } from './staff-listing';

/** The content aggregate: items, with their revisions, trash and old addresses as modules of their own. */
@Module({
  imports: [AddressRedirectsModule, CacheModule, ContentItemsModule, ContentRevisionsModule, ContentWritesModule, MediaModule, ReadinessModule, RedirectsModule, ReviewsModule, RevisionsModule, TrashModule],
  controllers: [ContentController, CmsContentController],
  providers: [ContentService, DataImageMigration, PublicContentAnswers, RenderedBodies, StaffListing],
  // The pages (PagesModule) are rendered from the same data and answers the browser's fetches get.
  exports: [ContentService, PublicContentAnswers],
})
export class ContentModule {}
