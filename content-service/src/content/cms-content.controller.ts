import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { contentIdPipe } from './content-id.pipe';
import type { ContentItem } from './content.entity';
import { ContentService } from './content.service';
import { CreateContentDto } from './dto/create-content.dto';
import { UpdateContentDto } from './dto/update-content.dto';

/** Staff management of every item, drafts included. Protected by the global token guard. */
@Controller('cms/content')
export class CmsContentController {
  constructor(private readonly content: ContentService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(): Promise<ContentItem[]> {
    return this.content.listAll();
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  create(@Body() input: CreateContentDto): Promise<ContentItem> {
    return this.content.create(input);
  }

  @Put(':id')
  @Header('Cache-Control', 'no-store')
  update(@Param('id', contentIdPipe) id: string, @Body() input: UpdateContentDto): Promise<ContentItem> {
    return this.content.update(id, input);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', contentIdPipe) id: string): Promise<void> {
    return this.content.remove(id);
  }
}
