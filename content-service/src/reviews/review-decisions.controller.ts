import { Body, Controller, Header, Post } from '@nestjs/common';
import type { ReviewDecisionView } from '@site/contracts';
import { Origin, Public } from '@site/nest-server-kit';
import type { RequestOrigin } from '../audit/audit-logger';
import { ReviewDecisionDto } from './dto/reviews.dto';
import { ReviewsService } from './reviews.service';

/** A reviewer's decision, sent by the review page; the token is the only credential (limits: ReviewLimiter). */
@Controller('reviews')
@Public()
export class ReviewDecisionsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post('decision')
  @Header('Cache-Control', 'no-store')
  async decide(@Body() body: ReviewDecisionDto, @Origin() origin: RequestOrigin): Promise<ReviewDecisionView> {
    return (await this.reviews.decide(body, origin)).decision;
  }
}
