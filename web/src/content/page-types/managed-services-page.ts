import type { Benefit, CardSection, Eight, Four, HeroContent, Highlight, Offering, PageSeo, SectionCopy, Six } from '../types';

/** The Managed Services overview (spec 2.8): four benefits, eight capabilities and six offerings. */
export interface ManagedServicesContent {
  seo: PageSeo;
  hero: HeroContent;
  benefits: CardSection<Four<Benefit>>;
  capabilities: CardSection<Eight<Highlight>>;
  offerings: CardSection<Six<Offering>>;
  enquiry: SectionCopy;
}
