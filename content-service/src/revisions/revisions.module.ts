import { Module } from '@nestjs/common';
import { ContentItemsModule } from '../content/content-items.module';
import { ContentWritesModule } from '../content/content-writes.module';
import { MediaModule } from '../media/media.module';
import { ReadinessModule } from '../readiness/readiness.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { ContentRevisionsModule } from './content-revisions.module';
import { RevisionsController } from './revisions.controller';
import { RevisionsService } from './revisions.service';

/** An item's revisions: listed, viewed and restored by staff. */
@Module({
  imports: [ContentItemsModule, ContentRevisionsModule, ContentWritesModule, MediaModule, ReadinessModule, ReviewsModule],
  controllers: [RevisionsController],
  providers: [RevisionsService],
})
export class RevisionsModule {}
