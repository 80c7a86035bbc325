import type { Testimonial } from './types';

/** Five fixed testimonials from five client companies (spec 3, 9). */
export const TESTIMONIALS: readonly [Testimonial, Testimonial, Testimonial, Testimonial, Testimonial] = [
  {
    text: 'Moving forty staff off ageing file servers and onto Microsoft 365 was something we had put off for years. The team planned every site cut-over around our project deadlines, and on the Monday after go-live our crews were opening drawings on their tablets as if nothing had changed.',
    author: 'Rachel Nguyen',
    position: 'Operations Manager',
    company: 'Corio Bay Constructions',
  },
  {
    text: 'Their 24/7 monitoring picked up a compromised mailbox at two in the morning, locked the account and had our finance team back to work before opening time. That one night paid for the service several times over.',
    author: 'Daniel Whitford',
    position: 'Chief Financial Officer',
    company: 'Barwon Freight Logistics',
  },
  {
    text: 'As a not-for-profit we need every dollar to reach our programmes. They helped us claim our Microsoft nonprofit grants, moved our case notes into a secure SharePoint structure and trained our volunteers in plain language.',
    author: 'Priya Raman',
    position: 'Executive Director',
    company: 'Surf Coast Community Care',
  },
  {
    text: 'We replaced a tangle of spreadsheets with a Power Apps solution for stock transfers between our six stores. Managers now approve transfers from their phones and head office finally has one version of the numbers.',
    author: 'Tom Castellano',
    position: 'General Manager',
    company: 'Bellarine Home & Hardware',
  },
  {
    text: 'Our auditors asked for evidence against the Essential Eight and we had a week. The security team mapped our Intune and Defender settings to each control, closed the gaps and gave us a report the auditors accepted without a single follow-up question.',
    author: 'Sarah Mitchell',
    position: 'Head of IT',
    company: 'Geelong Allied Health Group',
  },
];
