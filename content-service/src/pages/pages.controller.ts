import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@site/nest-server-kit';
import { sendCachedResponse } from '../cache/send-cached-response';
import type { ContentType } from '../content/content.constants';
import { PageSectionPipe } from './page-section.pipe';
import { PagesService } from './pages.service';

/**
 * Blog post and case study pages as complete HTML, for nginx to serve at /blogs/{slug} and
 * /case-studies/{slug}: GET /api/content/pages/blogs/{slug} and /api/content/pages/case-studies/{slug}.
 */
@Public()
@Controller('content/pages')
export class PagesController {
  constructor(private readonly pages: PagesService) {}

  @Get(':section/:slug')
  async page(@Param('section', PageSectionPipe) type: ContentType, @Param('slug') slug: string, @Res() response: Response): Promise<void> {
    const { status, page } = await this.pages.page(type, slug);
    sendCachedResponse(response.status(status), page);
  }
}
