import type { ContentFields } from '../content/content-fields';
import { SAMPLE_BLOG_POSTS } from './sample-blog-posts';
import { SAMPLE_CASE_STUDIES } from './sample-case-studies';

/** The sample items, each with its featured image served by the website under /images/insights/. */
export function sampleContent(siteUrl: string): ContentFields[] {
  return [...SAMPLE_BLOG_POSTS, ...SAMPLE_CASE_STUDIES].map((item) => ({
    ...item,
    socialTitle: '',
    socialDescription: '',
    socialImageUrl: '',
    imageUrl: `${siteUrl}/images/insights/${item.slug}.svg`,
  }));
}
