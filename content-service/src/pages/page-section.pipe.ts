import { NotFoundException, type PipeTransform } from '@nestjs/common';
import type { ContentType } from '../content/content.constants';

/** The site's route segment for each content type: /blogs/{slug} and /case-studies/{slug}. */
const SECTION_TYPES: Readonly<Record<string, ContentType>> = { blogs: 'blog', 'case-studies': 'case-study' };

/** Turns the page route's section into the content type it shows; any other section is not a page. */
export class PageSectionPipe implements PipeTransform<string, ContentType> {
  transform(section: string): ContentType {
    const type = Object.hasOwn(SECTION_TYPES, section) ? SECTION_TYPES[section] : undefined;
    if (!type) {
      throw new NotFoundException('Page not found');
    }
    return type;
  }
}
