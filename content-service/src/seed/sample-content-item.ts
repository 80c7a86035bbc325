import type { ContentFields } from '../content/content-fields';

/** A sample item as written in the seed files; the image URL is made absolute at seeding time. */
export type SampleContentItem = Omit<ContentFields, 'imageUrl'>;
