import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, UseFilters } from '@nestjs/common';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { assertRole, Origin, Staff, type StaffUser } from '@site/nest-server-kit';
import type { CmsContentItem, SavedCmsItem } from './cms-content-item';
import { ContentConflictFilter } from './content-conflict';
import { contentIdPipe } from './content-id.pipe';
import { ContentService } from './content.service';
import { CmsContentQueryDto } from './dto/cms-content-query.dto';
import { CreateContentDto } from './dto/create-content.dto';
import { UpdateContentDto } from './dto/update-content.dto';
import { type CmsPage, type CmsSummary, StaffListing } from './staff-listing';

/**
 * Staff management of every item, drafts included. Protected by the global token guard: every role reads,
 * writes follow the role and ownership rules of ContentService (403 says why); each change is audited.
 * DELETE moves an item to the trash (TrashController).
 */
@Controller('cms/content')
@UseFilters(ContentConflictFilter)
export class CmsContentController {
  constructor(
    private readonly content: ContentService,
    private readonly listing: StaffListing,
    private readonly audit: AuditLogger,
  ) {}

  /**
   * Without parameters, every item with its body (as API clients have always had it). With any of
   * `fields=summary`, `limit`/`offset`, `type`, `status`, `q`: the editor's list, newest change first.
   */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: CmsContentQueryDto): Promise<CmsContentItem[] | CmsPage<CmsContentItem | CmsSummary> | Array<CmsContentItem | CmsSummary>> {
    const plain = Object.values(query).every((value) => value === undefined);
    return plain ? this.content.listAll() : this.listing.find(query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  findOne(@Param('id', contentIdPipe) id: string): Promise<CmsContentItem> {
    return this.content.findForStaff(id);
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  async create(@Body() input: CreateContentDto, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<SavedCmsItem> {
    const actor = assertRole(staff, 'contributor');
    const item = await this.content.create(input, actor);
    await this.audit.record({ event: 'content.created', ...who(actor), itemId: item.id, title: item.title, ...origin });
    return item;
  }

  @Put(':id')
  @Header('Cache-Control', 'no-store')
  async update(
    @Param('id', contentIdPipe) id: string,
    @Body() input: UpdateContentDto,
    @Staff() staff: StaffUser | undefined,
    @Origin() origin: RequestOrigin,
  ): Promise<SavedCmsItem> {
    const actor = assertRole(staff, 'contributor');
    const item = await this.content.update(id, input, actor);
    await this.audit.record({ event: 'content.updated', ...who(actor), itemId: item.id, title: item.title, ...origin });
    return item;
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<void> {
    const actor = assertRole(staff, 'contributor');
    const { title } = await this.content.remove(id, actor);
    await this.audit.record({ event: 'content.deleted', ...who(actor), itemId: id, title, ...origin });
  }
}

export const who = (staff: StaffUser) => ({ userId: staff.userId, username: staff.username });
