/** The revoked-sessions list as someone outside might spell it to get past a front-door rule. */
export const REVOKED_LIST_SPELLINGS = [
  '/api/auth/sessions/revoked',
  '/api/auth/sessions/revoked/',
  '/api/auth/sessions/revoked?fresh=1',
  '/api/auth/Sessions/REVOKED',
  '/api/auth//sessions/revoked',
  '/api/auth/sessions/revoke%64',
];
