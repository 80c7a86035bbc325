import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, UseFilters } from '@nestjs/common';
import { assertRole, Origin, Staff, type StaffUser } from '@site/nest-server-kit';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import type { SavedCmsItem } from '../content/cms-content-item';
import { who } from '../content/cms-content.controller';
import { ContentConflictFilter } from '../content/content-conflict';
import { contentIdPipe } from '../content/content-id.pipe';
import { type TrashedItem, TrashService } from './trash.service';

/**
 * The trash (DELETE /api/cms/content/{id} puts items here). Every staff member reads it; restoring follows
 * the rules of deleting (authors their own items, editors and administrators any); deleting for good is
 * for editors and administrators only, as it cannot be undone.
 */
@Controller('cms/trash')
@UseFilters(ContentConflictFilter)
export class TrashController {
  constructor(
    private readonly trash: TrashService,
    private readonly audit: AuditLogger,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<TrashedItem[]> {
    return this.trash.list();
  }

  @Post(':id/restore')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async restore(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<SavedCmsItem> {
    const actor = assertRole(staff, 'contributor');
    const item = await this.trash.restore(id, actor);
    await this.audit.record({ event: 'content.restored', ...who(actor), itemId: id, title: item.title, ...origin });
    return item;
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async deleteForever(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<void> {
    const actor = assertRole(staff, 'editor');
    const { title } = await this.trash.deleteForever(id);
    await this.audit.record({ event: 'content.deleted-forever', ...who(actor), itemId: id, title, ...origin });
  }
}
