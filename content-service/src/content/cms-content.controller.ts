import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { assertRole, Origin, Staff, type StaffUser } from '@site/nest-server-kit';
import type { CmsContentItem } from './cms-content-item';
import { contentIdPipe } from './content-id.pipe';
import { ContentService } from './content.service';
import { CreateContentDto } from './dto/create-content.dto';
import { UpdateContentDto } from './dto/update-content.dto';

/**
 * Staff management of every item, drafts included. Protected by the global token guard: every role reads,
 * writes follow the role and ownership rules of ContentService (403 says why); each change is audited.
 */
@Controller('cms/content')
export class CmsContentController {
  constructor(
    private readonly content: ContentService,
    private readonly audit: AuditLogger,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<CmsContentItem[]> {
    return this.content.listAll();
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  async create(@Body() input: CreateContentDto, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<CmsContentItem> {
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
  ): Promise<CmsContentItem> {
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

const who = (staff: StaffUser) => ({ userId: staff.userId, username: staff.username });
