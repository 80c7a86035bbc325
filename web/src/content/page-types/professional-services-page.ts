import type { Benefit, CardSection, Four, HeroContent, Highlight, Offering, PageSeo, SectionCopy, Six } from '../types';

/** The Professional Services overview (spec 2.8): four benefits, a capabilities grid and the offerings. */
export interface ProfessionalServicesContent {
  seo: PageSeo;
  hero: HeroContent;
  benefits: CardSection<Four<Benefit>>;
  capabilities: CardSection<Six<Highlight>>;
  /** Each offering links to its own sub-page under /services/professional-services/. */
  offerings: CardSection<readonly Offering[]>;
  enquiry: SectionCopy;
}
