import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { AuditLogger, type RequestOrigin } from '../audit/audit-logger';
import { Origin, Staff, type StaffUser } from '@site/nest-server-kit';
import { contentIdPipe } from './content-id.pipe';
import type { ContentItem } from './content.entity';
import { ContentService } from './content.service';
import { CreateContentDto } from './dto/create-content.dto';
import { UpdateContentDto } from './dto/update-content.dto';

/** Staff management of every item, drafts included. Protected by the global token guard; each change is audited. */
@Controller('cms/content')
export class CmsContentController {
  constructor(
    private readonly content: ContentService,
    private readonly audit: AuditLogger,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<ContentItem[]> {
    return this.content.listAll();
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  async create(@Body() input: CreateContentDto, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<ContentItem> {
    const item = await this.content.create(input);
    this.audit.record({ event: 'content.created', username: staff?.username ?? null, itemId: item.id, title: item.title, ...origin });
    return item;
  }

  @Put(':id')
  @Header('Cache-Control', 'no-store')
  async update(
    @Param('id', contentIdPipe) id: string,
    @Body() input: UpdateContentDto,
    @Staff() staff: StaffUser | undefined,
    @Origin() origin: RequestOrigin,
  ): Promise<ContentItem> {
    const item = await this.content.update(id, input);
    this.audit.record({ event: 'content.updated', username: staff?.username ?? null, itemId: item.id, title: item.title, ...origin });
    return item;
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', contentIdPipe) id: string, @Staff() staff: StaffUser | undefined, @Origin() origin: RequestOrigin): Promise<void> {
    const { title } = await this.content.remove(id);
    this.audit.record({ event: 'content.deleted', username: staff?.username ?? null, itemId: id, title, ...origin });
  }
}
