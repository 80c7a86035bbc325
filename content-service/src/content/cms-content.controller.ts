import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Query, UseFilters } from '@nestjs/common';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import type { CmsContentItem, SavedCmsItem } from './cms-content-item';
import { NotReadyFilter } from '../readiness/not-ready';
import { ContentConflictFilter } from './content-conflict';
import { contentIdPipe } from './content-id.pipe';
import { ContentService } from './content.service';
import { CmsContentQueryDto } from './dto/cms-content-query.dto';
import { CreateContentDto } from './dto/create-content.dto';
import { UpdateContentDto } from './dto/update-content.dto';
import { type CmsPage, type CmsSummary, StaffListing } from './staff-listing';

/**
 * Staff management of every item, drafts included. Protected by the global token guard: every role reads,
 * writes follow the role and ownership rules of ContentService (403 says why), which audits each change.
 * DELETE moves an item to the trash (TrashController).
 */
@Controller('cms/content')
@RequireRole('contributor')
@UseFilters(ContentConflictFilter, NotReadyFilter)
export class CmsContentController {
  constructor(
    private readonly content: ContentService,
    private readonly listing: StaffListing,
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
  create(@Body() input: CreateContentDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<SavedCmsItem> {
    return this.content.create(input, staff, origin);
  }

  @Put(':id')
  @Header('Cache-Control', 'no-store')
  update(
    @Param('id', contentIdPipe) id: string,
    @Body() input: UpdateContentDto,
    @Staff() staff: StaffUser,
    @Origin() origin: RequestOrigin,
  ): Promise<SavedCmsItem> {
    return this.content.update(id, input, staff, origin);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<void> {
    return this.content.remove(id, staff, origin);
  }
}
