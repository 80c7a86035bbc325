import type { IncomingMessage } from 'node:http';

/** The label of a request no route matched (404s, bodies refused before routing): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const givenRoutes = new WeakMap<IncomingMessage, string>();

/** For requests answered outside Express's router (early answers): the template the framework matched for the same address. */
export function setRouteTemplate(request: IncomingMessage, route: string): void {
  givenRoutes.set(request, route);
}

/** The route template a request was answered by, e.g. `/api/content/:slug`, or UNMATCHED_ROUTE. */
export function routeTemplateOf(request: IncomingMessage): string {
  const given = givenRoutes.get(request);
  if (given !== undefined) return given;
  // Express sets req.route to the matched route (Nest registers every handler with its full path).
  const route = (request as { route?: { path?: unknown } }).route;
  return typeof route?.path === 'string' ? route.path : UNMATCHED_ROUTE;
}
