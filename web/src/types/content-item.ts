/** A blog post or case study as the content service answers it (spec section 3): web's names for @site/contracts' views. */
export type {
  ContentActor,
  ContentItemView as ContentItem,
  ContentStatus,
  ContentSummaryView as ContentSummary,
  ContentType,
} from '@site/contracts';
