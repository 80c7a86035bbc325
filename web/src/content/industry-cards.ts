import { paths, type Industry } from '../config/paths';
import type { Eight, IndustryCard } from './types';

function card(industry: Industry, title: string, description: string, imageAlt: string): IndustryCard {
  return { title, description, image: `/images/industries/${industry}.svg`, imageAlt, link: paths.industry(industry) };
}

/** The eight industry cards on the home page, in the order of the industry routes. */
export const industryCards: Eight<IndustryCard> = [
  card(
    'ecommerce',
    'eCommerce',
    'Fast, secure storefronts and back-office systems that keep orders flowing through peak sales.',
    'Shopping cart and parcels ready for dispatch',
  ),
  card(
    'construction',
    'Construction',
    'Reliable connectivity and document access for head office, site sheds and crews in the field.',
    'Crane over a building frame next to a tablet with a floor plan',
  ),
  card(
    'healthcare',
    'Healthcare',
    'Secure, always-available systems for clinics and practices that handle sensitive patient information.',
    'Medical cross with a heartbeat line and a patient checklist',
  ),
  card(
    'financial-services',
    'Financial Services',
    'Resilient, audit-ready technology for advisers, lenders and insurers working under APRA and ASIC rules.',
    'Bank building with growth charts and a stack of coins',
  ),
  card(
    'not-for-profit',
    'Not-for-Profit',
    'Donated Microsoft licences and practical IT that let charities spend more on their mission.',
    'Open hands offering a heart to a community',
  ),
  card(
    'media-communications',
    'Media & Communications',
    'High-capacity storage, fast networks and collaboration tools for creative and broadcast teams.',
    'Broadcast tower beside a video camera',
  ),
  card(
    'software-saas',
    'Software & SaaS',
    'Scalable Azure hosting and DevOps pipelines for product teams shipping to customers every week.',
    'Code editor window linked to the cloud',
  ),
  card(
    'retail',
    'Retail',
    'Dependable point-of-sale, store networks and stock systems across every shopfront.',
    'Shopfront with an awning and a point-of-sale terminal',
  ),
];
