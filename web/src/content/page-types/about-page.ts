import type { CardSection, Four, HeroContent, Highlight, PageSeo, ProcessStep, SectionCopy, Six } from '../types';

/** The About page copy (spec 2.6). */
export interface AboutContent {
  seo: PageSeo;
  /** The overline names the company from the site configuration. */
  hero: Omit<HeroContent, 'overline'>;
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
  principles: CardSection<Six<Highlight>>;
  vision: {
    heading: string;
    text: string;
  };
  framework: SectionCopy & {
    steps: Four<ProcessStep>;
  };
  enquiry: SectionCopy;
}
