/** Company facts shared by the footer, the privacy policy and the contact page. Name, phone and e-mail are runtime configuration (useSiteConfig). */

export interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postcode: string;
  country: string;
}

export const COMPANY_ADDRESS: PostalAddress = {
  street: 'Level 1, 120 Thompson Road',
  locality: 'North Geelong',
  region: 'Victoria',
  postcode: '3215',
  country: 'Australia',
};

/** "Level 1, 120 Thompson Road, North Geelong, Victoria 3215, Australia" */
export function formatAddress(address: PostalAddress = COMPANY_ADDRESS): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postcode}, ${address.country}`;
}

export const COMPANY_SUMMARY =
  'A Microsoft solutions partner in North Geelong, Victoria, keeping organisations across Australia secure, productive and supported around the clock.';

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'tiktok' | 'youtube';

export interface SocialProfile {
  network: SocialNetwork;
  label: string;
  href: string;
}

/**
 * Configuration to fill in: replace each href with the company's own profile URL.
 * Until then they point at the networks' home pages.
 */
export const SOCIAL_PROFILES: SocialProfile[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];

export const CERTIFICATIONS = ['ISO 27001', 'Best Workplace 2024', 'Great Place to Work'] as const;
