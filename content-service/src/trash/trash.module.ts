import { Module } from '@nestjs/common';
import { ContentItemsModule } from '../content/content-items.module';
import { ContentWritesModule } from '../content/content-writes.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { TrashRetention } from './trash-retention';
import { TrashController } from './trash.controller';
import { TrashService } from './trash.service';

/** Deleted items, restorable for TRASH_RETENTION_DAYS and then purged. */
@Module({
  imports: [ContentItemsModule, ContentWritesModule, RedirectsModule],
  controllers: [TrashController],
  providers: [TrashService, TrashRetention],
})
export class TrashModule {}
