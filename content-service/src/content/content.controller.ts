import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '@site/nest-server-kit';
import { PublicAnswers } from '../cache/public-answers';
import { sendMovedPermanently } from './moved-permanently';
import { ContentListQueryDto } from './dto/content-list-query.dto';
import { PublicContentAnswers } from './public-content-answers';

/** What visitors read: published items only, served from the cache with ETags. */
@Public()
@Controller('content')
export class ContentController {
  constructor(
    private readonly content: PublicContentAnswers,
    private readonly answers: PublicAnswers,
  ) {}

  @Get()
  async list(@Query() query: ContentListQueryDto, @Res() response: Response): Promise<void> {
    const plain = query.fields === undefined && query.limit === undefined;
    this.answers.send(response, plain ? await this.content.list(query.type) : await this.content.listing(query));
  }

  /** RSS 2.0 feeds of published posts and case studies (declared before :slug, like the sitemap). */
  @Get('feeds/blogs.xml')
  async blogFeed(@Res() response: Response): Promise<void> {
    this.answers.send(response, await this.content.feed('blog'));
  }

  @Get('feeds/case-studies.xml')
  async caseStudyFeed(@Res() response: Response): Promise<void> {
    this.answers.send(response, await this.content.feed('case-study'));
  }

  /** Declared before :slug; a slug never contains a dot, so it cannot be shadowed. */
  @Get('sitemap.xml')
  async sitemap(@Res() response: Response): Promise<void> {
    this.answers.send(response, await this.content.sitemap());
  }

  /** An item's old slug (it was renamed while published) answers 301 to its current one. */
  @Get(':slug')
  async bySlug(@Param('slug') slug: string, @Res() response: Response): Promise<void> {
    const read = await this.content.bySlug(slug);
    if ('movedTo' in read) {
      sendMovedPermanently(response, `/api/content/${read.movedTo.slug}`);
      return;
    }
    this.answers.send(response, read.found);
  }
}
