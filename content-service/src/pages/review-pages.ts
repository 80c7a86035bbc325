import { Injectable } from '@nestjs/common';
import { renderedBody } from '../content/rendered-body';
import { ReviewsService } from '../reviews/reviews.service';
import { PageRenderer } from './page-renderer';

/** A review page's HTML: the item as it is now, its body made as a save makes the public one. */
@Injectable()
export class ReviewPages {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly renderer: PageRenderer,
  ) {}

  async page(token: string): Promise<string> {
    const { item } = await this.reviews.open(token);
    const { renderedContent: _stored, renderedLadder: _ladder, ...fields } = item;
    return this.renderer.renderReview(token, { ...fields, content: renderedBody(item.content).renderedContent });
  }
}
