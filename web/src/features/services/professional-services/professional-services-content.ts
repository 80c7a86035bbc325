import type { Benefit, Four, HeroFamily, Highlight, Offering, PageSeo, Six } from '../../../content/types';

/** The Professional Services overview (spec 2.8): four benefits, a capabilities grid and the offerings. */
export interface ProfessionalServicesContent {
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
    items: Six<Highlight>;
  };
  /** Each offering links to its own sub-page under /services/professional-services/. */
  offerings: {
    heading: string;
    intro: string;
    items: readonly Offering[];
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
