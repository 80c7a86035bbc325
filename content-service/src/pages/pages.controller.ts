import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@site/nest-server-kit';
import { PublicAnswers } from '../cache/public-answers';
import type { ContentType } from '../content/content.constants';
import { sendMovedPermanently } from '../content/moved-permanently';
import { PageSectionPipe } from './page-section.pipe';
import { PublicPageAnswers } from './public-page-answers';

/**
 * Blog post and case study pages as complete HTML, for nginx to serve at /blogs/{slug} and
 * /case-studies/{slug}: GET /api/content/pages/blogs/{slug} and /api/content/pages/case-studies/{slug};
 * (a renamed post's old slug: 301 to its page's public path, e.g. /blogs/{new}); and their listings at /insights/blogs and /insights/case-studies: GET /api/content/pages/insights/blogs
 * and /api/content/pages/insights/case-studies.
 */
@Public()
@Controller('content/pages')
export class PagesController {
  constructor(
    private readonly pages: PublicPageAnswers,
    private readonly answers: PublicAnswers,
  ) {}

  /** Declared before :section/:slug, which would take "insights" for a section. */
  @Get('insights/:section')
  async listing(@Param('section', PageSectionPipe) type: ContentType, @Res() response: Response): Promise<void> {
    this.answers.send(response, await this.pages.listing(type));
  }

  @Get(':section/:slug')
  async page(@Param('section', PageSectionPipe) type: ContentType, @Param('slug') slug: string, @Res() response: Response): Promise<void> {
    const rendered = await this.pages.page(type, slug);
    if (rendered.status === 301) {
      sendMovedPermanently(response, rendered.location);
      return;
    }
    this.answers.send(response.status(rendered.status), rendered.page);
  }
}
