import type { SocialFields } from '@site/contracts';
import type { ContentFields } from '../content/content-fields';

/** A sample item as written in the seed files; the image URL is made absolute at seeding time; social fields are left to their defaults. */
export type SampleContentItem = Omit<ContentFields, 'imageUrl' | keyof SocialFields>;
