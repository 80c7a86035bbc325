import type { ServiceGroup } from '../../../config/paths';
import type { Eight, HeroFamily, Highlight, Icon, PageSeo } from '../../../content/types';

/** A service category card (spec 3): a colour accent, a description and its services. */
export interface ServiceCategory {
  /** The group landing page the card's Learn More link goes to. */
  group: ServiceGroup;
  title: string;
  icon: Icon;
  /** Accent colour for the card's top border and icon; dark enough for 3:1 contrast on white. */
  accent: string;
  description: string;
  services: readonly string[];
}

export interface ServicesOverviewContent {
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
    items: readonly [Highlight, Highlight, Highlight];
  };
  /** In the order of spec 2.5. */
  categories: {
    heading: string;
    intro: string;
    items: Eight<ServiceCategory>;
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
