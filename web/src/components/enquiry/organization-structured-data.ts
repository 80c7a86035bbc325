import type { RuntimeConfig } from '../../config/runtime-config';
import { COMPANY_ADDRESS, SOCIAL_PROFILES } from '../../content/company';

/** schema.org Organization for the contact page (spec 2.9). */
export function organizationStructuredData(config: RuntimeConfig): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.SITE_NAME,
    url: config.SITE_URL,
    logo: `${config.SITE_URL}/favicon.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: config.SITE_PHONE,
      contactType: 'customer service',
      areaServed: 'AU',
      availableLanguage: 'English',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY_ADDRESS.street,
      addressLocality: COMPANY_ADDRESS.locality,
      addressRegion: COMPANY_ADDRESS.region,
      postalCode: COMPANY_ADDRESS.postcode,
      addressCountry: 'AU',
    },
    sameAs: SOCIAL_PROFILES.map((profile) => profile.href),
  };
}
