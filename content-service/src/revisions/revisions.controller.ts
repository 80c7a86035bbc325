import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseFilters } from '@nestjs/common';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import type { SavedCmsItem } from '../content/cms-content-item';
import { ContentConflictFilter } from '../content/content-conflict';
import { contentIdPipe } from '../content/content-id.pipe';
import type { RevisionSummary, RevisionView } from './revision-views';
import { RevisionsService } from './revisions.service';

/** An item's revisions: every staff member reads them; restoring follows the rules of an edit (403 says why). */
@Controller('cms/content/:id/revisions')
@RequireRole('contributor')
@UseFilters(ContentConflictFilter)
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Param('id', contentIdPipe) id: string): Promise<RevisionSummary[]> {
    return this.revisions.list(id);
  }

  @Get(':revisionId')
  @Header('Cache-Control', 'no-store')
  view(@Param('id', contentIdPipe) id: string, @Param('revisionId', contentIdPipe) revisionId: string): Promise<RevisionView> {
    return this.revisions.view(id, revisionId);
  }

  @Post(':revisionId/restore')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  restore(
    @Param('id', contentIdPipe) id: string,
    @Param('revisionId', contentIdPipe) revisionId: string,
    @Staff() staff: StaffUser,
    @Origin() origin: RequestOrigin,
  ): Promise<SavedCmsItem> {
    return this.revisions.restore(id, revisionId, staff, origin);
  }
}
