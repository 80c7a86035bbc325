import { Module } from '@nestjs/common';
import { ContentItemsRepository } from './content-items.repository';

/** The items table's owner, for every module of the content aggregate (and media, for titles). */
@Module({
  providers: [ContentItemsRepository],
  exports: [ContentItemsRepository],
})
export class ContentItemsModule {}
