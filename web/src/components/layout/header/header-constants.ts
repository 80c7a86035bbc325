/** Header behaviour limits (spec section 9). */

/** The bar takes its scrolled style once the page is scrolled further than this. */
export const SCROLLED_THRESHOLD_PX = 20;

/** At this width and below the navigation is the slide-in Menu panel. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** How long the header stays marked as clicked after a menu link is chosen. */
export const MENU_CLICK_MARKER_MS = 300;
