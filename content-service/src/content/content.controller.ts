import { Controller, Get, Header, Param, Query, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { sendCachedResponse } from '../cache/send-cached-response';
import type { AppConfig } from '../config/app.config';
import { contentSitemapXml } from './content-sitemap';
import { ContentService } from './content.service';
import { ContentListQueryDto } from './dto/content-list-query.dto';

/** What visitors read: published items only, served from the cache with ETags. */
@Public()
@Controller('content')
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly config: ConfigService,
  ) {}

  @Get()
  async list(@Query() query: ContentListQueryDto, @Res() response: Response): Promise<void> {
    sendCachedResponse(response, await this.content.publishedList(query.type));
  }

  /** Declared before :slug; a slug never contains a dot, so it cannot be shadowed. */
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  async sitemap(): Promise<string> {
    const published = JSON.parse((await this.content.publishedList()).body) as Parameters<typeof contentSitemapXml>[0];
    return contentSitemapXml(published, this.config.getOrThrow<AppConfig>('app').siteUrl);
  }

  @Get(':slug')
  async bySlug(@Param('slug') slug: string, @Res() response: Response): Promise<void> {
    sendCachedResponse(response, await this.content.publishedBySlug(slug));
  }
}
