/** The readiness rules (issue 35 item 2): stable ids, shown in the editor and named by a refused publish. */
export const READINESS_RULES = [
  'seo.title.length',
  'seo.description.length',
  'content.heading.h1',
  'content.heading.order',
  'a11y.link.text',
  'a11y.alt.filename',
  'links.internal.broken',
  'social.image.size',
] as const;
export type ReadinessRuleId = (typeof READINESS_RULES)[number];

/** What an administrator may set each rule to; `off` leaves it out. */
export const READINESS_LEVELS = ['error', 'warning', 'off'] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number];
export type ReadinessLevels = Record<ReadinessRuleId, ReadinessLevel>;

/** The item field a finding concerns, so the editor can show it beside that field. */
export type ReadinessField = 'title' | 'metaDescription' | 'content' | 'imageUrl' | 'imageAlt';

/** One finding: `POST /api/cms/readiness` answers `{ findings }`. */
export interface ReadinessFinding {
  rule: ReadinessRuleId;
  level: Exclude<ReadinessLevel, 'off'>;
  message: string;
  field: ReadinessField;
}

export interface ReadinessView {
  findings: ReadinessFinding[];
}

/** The fields of an item the rules read: the body of `POST /api/cms/readiness`. */
export interface ReadinessRequest {
  title: string;
  metaDescription?: string;
  content?: string;
  imageUrl?: string;
  imageAlt?: string;
  /** Issue 35: the image shared links show when it is not the featured image (social.image.size measures it). */
  socialImageUrl?: string;
}

/** What the editor needs to run the rules itself: `GET /api/cms/readiness/context`. */
export interface ReadinessContextView {
  levels: ReadinessLevels;
  /** The paths of published items (`/blogs/<slug>`, `/case-studies/<slug>`), for links.internal.broken. */
  publishedItemPaths: string[];
}

/** `GET` and `PUT /api/cms/settings/readiness` (administrators set any rule's level). */
export interface ReadinessSettingsView {
  levels: ReadinessLevels;
}

/** The body of a 422 that refused to publish: the error rules' ids, with the usual message. */
export interface ReadinessRefusalBody {
  statusCode: 422;
  error: string;
  rules: ReadinessRuleId[];
  findings: ReadinessFinding[];
}

/** `GET /api/cms/content/{id}/inbound-links`: published items whose body links to this item's page. */
export interface InboundLinksView {
  count: number;
  items: Array<{ id: string; title: string }>;
}
