import type { Benefit, CardSection, Four, HeroContent, Highlight, PageSeo, SectionCopy, ServiceCard, Six } from '../types';

/** One group landing page (spec 2.8): modern workplace, Azure, security, DevOps, Power Platform, SDWAN. */
export interface ServiceGroupContent {
  seo: PageSeo;
  hero: HeroContent;
  benefits: CardSection<Four<Benefit>>;
  capabilities: CardSection<Six<Highlight>>;
  /** One card per sub-page of the group, each linking to it. */
  services: CardSection<readonly ServiceCard[]>;
  enquiry: SectionCopy;
}
