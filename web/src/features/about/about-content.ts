import type { Four, HeroFamily, Highlight, PageSeo, ProcessStep, Six } from '../../content/types';

/** The About page copy (spec 2.6). */
export interface AboutContent {
  seo: PageSeo;
  hero: {
    family: HeroFamily;
    imageAlt: string;
    title: string;
    subtitle: string;
  };
  story: {
    overline: string;
    heading: string;
    paragraphs: readonly string[];
    /** Recognition the company holds (spec: ISO 27001, Best Workplace 2024, Great Place to Work). */
    recognition: {
      heading: string;
      items: readonly string[];
    };
    managedServicesLabel: string;
  };
  principles: {
    heading: string;
    intro: string;
    items: Six<Highlight>;
  };
  vision: {
    heading: string;
    text: string;
  };
  framework: {
    heading: string;
    intro: string;
    steps: Four<ProcessStep>;
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
