import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, UseFilters } from '@nestjs/common';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import type { SavedCmsItem } from '../content/cms-content-item';
import { ContentConflictFilter } from '../content/content-conflict';
import { contentIdPipe } from '../content/content-id.pipe';
import { type TrashedItem, TrashService } from './trash.service';

/**
 * The trash (DELETE /api/cms/content/{id} puts items here). Every staff member reads it; restoring follows
 * the rules of deleting (authors their own items, editors and administrators any); deleting for good is
 * for editors and administrators only, as it cannot be undone.
 */
@Controller('cms/trash')
@RequireRole('contributor')
@UseFilters(ContentConflictFilter)
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<TrashedItem[]> {
    return this.trash.list();
  }

  @Post(':id/restore')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  restore(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<SavedCmsItem> {
    return this.trash.restore(id, staff, origin);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RequireRole('editor')
  deleteForever(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<void> {
    return this.trash.deleteForever(id, staff, origin);
  }
}
