import { type BodyImageLadder, ladderSignature, MEDIA_WIDTH_LADDER, renderBodyImages } from '../media/body-images';
import type { ContentRendering } from './content.entity';
import { sanitiseStoredHtml } from './html-sanitiser';

/**
 * The body as visitors get it, made when the item is saved: cleaned again (the second line of defence a
 * page render used to apply) and its library images made <picture>s for the given width ladder.
 */
export function renderedBody(content: string, ladder: BodyImageLadder = MEDIA_WIDTH_LADDER): ContentRendering {
  return { renderedContent: renderBodyImages(sanitiseStoredHtml(content), ladder), renderedLadder: ladderSignature(ladder) };
}
