import type { Benefit, Four, HeroFamily, Highlight, PageSeo, ServiceCard, Six } from '../../../content/types';

/** One group landing page (spec 2.8): modern workplace, Azure, security, DevOps, Power Platform, SDWAN. */
export interface ServiceGroupContent {
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
  /** One card per sub-page of the group, each linking to it. */
  services: {
    heading: string;
    intro: string;
    items: readonly ServiceCard[];
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
