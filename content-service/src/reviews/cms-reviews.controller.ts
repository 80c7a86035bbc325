import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, BadRequestException } from '@nestjs/common';
import type { CreatedReviewLinkView, PublishingSettingsView, ReviewLinkView } from '@site/contracts';
import { Origin, RequireRole, Staff, type StaffUser } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { contentIdPipe } from '../content/content-id.pipe';
import { Approvals } from './approvals';
import { CreateReviewLinkDto, PublishingSettingsDto } from './dto/reviews.dto';
import { ReviewsService } from './reviews.service';

const reviewIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('The review link id must be a valid UUID') });

/** Staff side of review links (who may share: ReviewsService) and the administrators' approval setting. */
@Controller('cms')
@RequireRole('contributor')
export class CmsReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly approvals: Approvals,
  ) {}

  @Post('content/:id/reviews')
  @Header('Cache-Control', 'no-store')
  create(@Param('id', contentIdPipe) id: string, @Body() body: CreateReviewLinkDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<CreatedReviewLinkView> {
    return this.reviews.create(id, body.expiresInDays, staff, origin);
  }

  @Get('content/:id/reviews')
  @Header('Cache-Control', 'no-store')
  list(@Param('id', contentIdPipe) id: string): Promise<ReviewLinkView[]> {
    return this.reviews.list(id);
  }

  @Delete('reviews/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@Param('id', reviewIdPipe) id: string, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<void> {
    return this.reviews.revoke(id, staff, origin);
  }

  @Get('settings/publishing')
  @Header('Cache-Control', 'no-store')
  settings(): Promise<PublishingSettingsView> {
    return this.approvals.settings();
  }

  @Put('settings/publishing')
  @RequireRole('administrator')
  @Header('Cache-Control', 'no-store')
  changeSettings(@Body() body: PublishingSettingsDto, @Staff() staff: StaffUser, @Origin() origin: RequestOrigin): Promise<PublishingSettingsView> {
    return this.approvals.setSettings(body.approvalRequired, staff, origin);
  }
}
