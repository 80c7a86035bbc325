import type { LucideIcon } from 'lucide-react';

/** A Lucide icon component, imported one by one so unused icons are tree-shaken. */
export type Icon = LucideIcon;

export type Six<T> = readonly [T, T, T, T, T, T];
export type Four<T> = readonly [T, T, T, T];
export type Eight<T> = readonly [T, T, T, T, T, T, T, T];

/** The title and meta description of a page (the canonical URL comes from its path and SITE_URL). */
export interface PageSeo {
  title: string;
  description: string;
}

/** Hero artwork is shared by family (spec 2.8); files live in public/images/heroes/<family>.svg. */
export type HeroFamily =
  | 'windows'
  | 'modern-workplace'
  | 'azure'
  | 'security-compliance'
  | 'devops'
  | 'power-platform'
  | 'fortinet-sdwan'
  | 'it-strategy-managed';

export interface Highlight {
  icon: Icon;
  title: string;
  description: string;
}

export interface Expertise {
  icon: Icon;
  title: string;
  points: readonly string[];
}

export interface Benefit {
  icon: Icon;
  title: string;
  subtitle: string;
  description: string;
}

/** A card that describes one service, lists its features and links to its page. */
export interface ServiceCard {
  title: string;
  icon: Icon;
  description: string;
  features: readonly string[];
  link: string;
}

/** An offering on a group landing page has the same shape as a service card. */
export type Offering = ServiceCard;

export interface ProcessStep {
  icon: Icon;
  title: string;
  description: string;
  subpoints: readonly string[];
}

export interface IndustryCard {
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  link: string;
}

export interface Testimonial {
  text: string;
  author: string;
  position: string;
  company: string;
}

/** The copy of a page's PageHero over one of the shared hero artworks. */
export interface HeroContent {
  family: HeroFamily;
  imageAlt: string;
  overline: string;
  title: string;
  subtitle: string;
}

/** A section's heading and the paragraph under it. */
export interface SectionCopy {
  heading: string;
  intro: string;
}

/** A section of cards under a heading and an intro. */
export interface CardSection<Items> extends SectionCopy {
  items: Items;
}

/** The consultant/product template (spec 2.8): one content module per topic. */
export interface ConsultantPageContent {
  seo: PageSeo;
  hero: HeroContent;
  intro: {
    heading: string;
    paragraphs: readonly [string, string];
  };
  highlights: {
    heading: string;
    items: Six<Highlight>;
  };
  mission: {
    heading: string;
    text: string;
  };
  expertise: {
    heading: string;
    items: Four<Expertise>;
  };
  benefits: {
    heading: string;
    items: Four<Benefit>;
  };
  callToAction: {
    heading: string;
    text: string;
  };
}
