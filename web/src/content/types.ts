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

export interface Offering {
  title: string;
  icon: Icon;
  description: string;
  features: readonly string[];
  link: string;
}

export interface ServiceCard {
  title: string;
  icon: Icon;
  description: string;
  features: readonly string[];
  link: string;
}

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

/** The consultant/product template (spec 2.8): one content module per topic. */
export interface ConsultantPageContent {
  seo: PageSeo;
  hero: {
    family: HeroFamily;
    imageAlt: string;
    overline: string;
    title: string;
    subtitle: string;
  };
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
