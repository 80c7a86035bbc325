import { Module } from '@nestjs/common';
import { ContentRevisionsRepository } from './content-revisions.repository';

/** The revisions table's owner, for every save (ContentSaves) and the revisions screen. */
@Module({
  providers: [ContentRevisionsRepository],
  exports: [ContentRevisionsRepository],
})
export class ContentRevisionsModule {}
