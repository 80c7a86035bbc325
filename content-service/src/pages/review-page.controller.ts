import { Controller, Get, Param, Res, UseFilters } from '@nestjs/common';
import { Public } from '@site/nest-server-kit';
import type { Response } from 'express';
import { ReviewPageErrorFilter } from './review-page-error.filter';
import { ReviewPages } from './review-pages';

/**
 * The review page (issue 35) for nginx to serve at /review/{token}: GET /api/content/review/{token}. Never
 * cached (not by content-service's cache, nor a browser or proxy) and never indexed; 410 once the link is gone.
 */
@Public()
@Controller('content/review')
@UseFilters(ReviewPageErrorFilter)
export class ReviewPageController {
  constructor(private readonly pages: ReviewPages) {}

  @Get(':token')
  async page(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const html = await this.pages.page(token);
    response.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Content-Type': 'text/html; charset=utf-8' }).send(html);
  }
}
