import type { Industry } from '../../config/paths';
import type { Benefit, CardSection, Four, Highlight, PageSeo, Six } from '../types';

/** One industry page (spec 2.7); the hero artwork is /images/industries/<industry>.svg. */
export interface IndustryPageContent {
  industry: Industry;
  seo: PageSeo;
  hero: {
    imageAlt: string;
    overline: string;
    title: string;
    subtitle: string;
  };
  intro: {
    heading: string;
    paragraphs: readonly [string, string];
  };
  services: CardSection<Six<Highlight>>;
  /** How we connect the sector's own software with Microsoft 365 and Azure. */
  integration: {
    heading: string;
    text: string;
    points: readonly string[];
  };
  benefits: {
    heading: string;
    items: Four<Benefit>;
  };
  /** Only some industries (ecommerce, construction) have this section. */
  whyChooseUs?: CardSection<Four<Highlight>>;
  callToAction: {
    heading: string;
    text: string;
    buttonLabel: string;
  };
  enquiry: {
    heading: string;
    intro: string;
  };
}
