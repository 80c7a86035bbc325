import type { Benefit, Eight, Four, HeroFamily, Highlight, Offering, PageSeo, Six } from '../../../content/types';

/** The Managed Services overview (spec 2.8): four benefits, eight capabilities and six offerings. */
export interface ManagedServicesContent {
  seo: PageSeo;
  hero: {
    family: HeroFamily;
    imageAlt: string;
    overline: string;
    title: string;
    subtitle: string;
  };
  benefits: {
    heading: string;
    intro: string;
    items: Four<Benefit>;
  };
  capabilities: {
    heading: string;
    intro: string;
    items: Eight<Highlight>;
  };
  offerings: {
    heading: string;
    intro: string;
    items: Six<Offering>;
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
