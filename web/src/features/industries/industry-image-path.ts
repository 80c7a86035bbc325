import type { Industry } from '../../config/paths';

/** Each industry's hero artwork (spec 2.7). */
export function industryImagePath(industry: Industry): string {
  return `/images/industries/${industry}.svg`;
}
