import type { ServiceGroup } from '../../config/paths';
import type { CardSection, Eight, HeroContent, Highlight, Icon, PageSeo, SectionCopy } from '../types';

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
  hero: HeroContent;
  benefits: {
    heading: string;
    items: readonly [Highlight, Highlight, Highlight];
  };
  /** In the order of spec 2.5. */
  categories: CardSection<Eight<ServiceCategory>>;
  enquiry: SectionCopy;
}
