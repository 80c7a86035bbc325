import { Module } from '@nestjs/common';
import { CacheModule } from '../cache/cache.module';
import { MediaModule } from '../media/media.module';
import { SlugRedirects } from '../redirects/slug-redirects';
import { RevisionStore } from '../revisions/revision-store';
import { RevisionsController } from '../revisions/revisions.controller';
import { RevisionsService } from '../revisions/revisions.service';
import { TrashRetention } from '../trash/trash-retention';
import { TrashController } from '../trash/trash.controller';
import { TrashService } from '../trash/trash.service';
import { CmsContentController } from './cms-content.controller';
import { ContentSaves } from './content-saves';
import { ContentWrites } from './content-writes';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { StaffListing } from './staff-listing';

@Module({
  imports: [CacheModule, MediaModule],
  controllers: [ContentController, CmsContentController, RevisionsController, TrashController],
  providers: [
    ContentService, ContentWrites, ContentSaves, StaffListing, SlugRedirects,
    RevisionStore, RevisionsService, TrashService, TrashRetention,
  ],
  // The listing pages (PagesModule) are rendered from the same first page the browser's fetch gets;
  // the seeder stores each sample item's first revision.
  exports: [ContentService, RevisionStore, ContentSaves],
})
export class ContentModule {}
