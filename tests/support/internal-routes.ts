/** The revoked-sessions list as someone outside might spell it to get past a front-door rule. */
export const REVOKED_LIST_SPELLINGS = [
  '/api/auth/sessions/revoked',
  '/api/auth/sessions/revoked/',
  '/api/auth/sessions/revoked?fresh=1',
  '/api/auth/Sessions/REVOKED',
  '/api/auth//sessions/revoked',
  '/api/auth/sessions/revoke%64',
];

/** The refusals report route (issue 33), as someone outside might spell it to record refusals in another's name or fill the log. */
export const ACCESS_DENIED_REPORT_SPELLINGS = [
  '/api/auth/activity/access-denied',
  '/api/auth/activity/access-denied/',
  '/api/auth/Activity/ACCESS-DENIED',
  '/api/auth//activity/access-denied',
  '/api/auth/activity/access-denie%64',
];
