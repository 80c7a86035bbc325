import { ATTRIBUTION_TEXT_LIMIT, type EnquiryAttribution, UTM_PARAMETERS } from '@site/contracts';

/** Kept for the visit only (the tab's sessionStorage): no cookie, nothing sent anywhere but with an enquiry. */
const STORAGE_KEY = 'visit-attribution';

const clip = (text: string) => text.slice(0, ATTRIBUTION_TEXT_LIMIT);

/** Where this visit came from, read from the page it landed on: its path, the referring site's host, its utm_* values. */
export function attributionOf(location: Pick<Location, 'pathname' | 'search' | 'host'>, referrer: string): EnquiryAttribution {
  const query = new URLSearchParams(location.search);
  const utm: NonNullable<EnquiryAttribution['utm']> = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(`utm_${name}`)?.trim();
    if (value) utm[name] = clip(value);
  }
  let referrerHost: string | undefined;
  try {
    referrerHost = referrer ? new URL(referrer).host : undefined;
  } catch {
    referrerHost = undefined;
  }
  return {
    landingPage: clip(location.pathname),
    ...(referrerHost && referrerHost !== location.host ? { referrerHost: clip(referrerHost) } : {}),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
  };
}

/** Remembers the landing page of the visit, once: later pages of the same visit keep the first one. */
export function rememberVisitAttribution(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY) === null) {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attributionOf(window.location, document.referrer)));
    }
  } catch {
    // Storage refused (a private mode, a policy): the enquiry goes without attribution.
  }
}

/** What this visit remembered, for the enquiry forms; undefined when nothing was (or could be) kept. */
export function visitAttribution(): EnquiryAttribution | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as EnquiryAttribution) : undefined;
  } catch {
    return undefined;
  }
}
