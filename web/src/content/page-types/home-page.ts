import type { CardSection, HeroContent, PageSeo, SectionCopy, ServiceCard, Six } from '../types';

/** The home page copy (spec 2.4); the industry cards come from content/industry-cards.ts. */
export interface HomeContent {
  seo: PageSeo;
  hero: HeroContent & {
    contactLabel: string;
    servicesLabel: string;
  };
  services: CardSection<Six<ServiceCard>> & {
    overline: string;
    allServicesLabel: string;
  };
  industries: SectionCopy & {
    overline: string;
  };
  enquiry: SectionCopy;
}
