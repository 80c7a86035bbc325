/** Where the public site shows items, their listings and feeds: the route patterns web's config/paths.ts builds too. */
export { FEED_PATH, PUBLIC_ITEM_PATH, PUBLIC_LISTING_PATH, publicItemUrl } from '@site/contracts';
