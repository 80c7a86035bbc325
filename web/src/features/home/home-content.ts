import type { HeroFamily, PageSeo, ServiceCard, Six } from '../../content/types';

/** The home page copy (spec 2.4); the industry cards come from content/industry-cards.ts. */
export interface HomeContent {
  seo: PageSeo;
  hero: {
    family: HeroFamily;
    imageAlt: string;
    overline: string;
    title: string;
    subtitle: string;
    contactLabel: string;
    servicesLabel: string;
  };
  services: {
    overline: string;
    heading: string;
    intro: string;
    items: Six<ServiceCard>;
    allServicesLabel: string;
  };
  industries: {
    overline: string;
    heading: string;
    intro: string;
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
