/** The activity event of a refused request (a 403, or a valid token of the wrong scope): issue 33. */
export const ACCESS_DENIED_EVENT = 'access.denied';

/**
 * What content-service and enquiry-service tell auth-service of a refusal (POST /api/auth/activity/access-denied,
 * with the refused user's own token), so every service's refusals are in GET /api/auth/activity.
 */
export interface AccessDeniedReport {
  /** Method and path, e.g. `GET /api/cms/enquiries`. */
  route: string;
  /** The lowest role the route needs, when a role was the reason. */
  requiredRole?: string;
  /** Why, in words (the refusal's message). */
  reason: string;
  /** The refused client's address as the reporting service saw it (the route is internal: nginx answers 404 from outside). */
  clientAddress?: string;
}
