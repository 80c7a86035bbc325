/** A complete, valid variant A body (the short form, spec 3); override fields per test. */
export function shortEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: 'enquiry',
    page: '/services/modern-workplace',
    firstName: 'Jane',
    lastName: 'Citizen',
    email: 'jane.citizen@example.com.au',
    phone: '+61 3 5200 1234',
    organisation: 'Bellarine Freight Co',
    message: 'We are planning a move to Microsoft 365 for 40 staff.',
    captchaToken: 'captcha-token-a',
    ...overrides,
  };
}

/** A complete, valid variant B body (the contact page, spec 3); override fields per test. */
export function contactEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: 'contact',
    page: '/contact-us',
    firstName: 'Sam',
    lastName: 'Okafor',
    type: 'organization',
    userCount: '50-100',
    service: 'security & compliance',
    phone: '(03) 5200 1234',
    email: 'sam.okafor@example.org.au',
    description: 'Our auditors want evidence against the Essential Eight.',
    captchaToken: 'captcha-token-b',
    ...overrides,
  };
}
