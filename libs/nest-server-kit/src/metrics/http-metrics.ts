import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsRegistry } from './metrics-registry';
import { routeTemplateOf } from './route-template';

/**
 * Middleware (Express's or an early answer's): observes each request's duration, labelled with its route
 * template, method and status, when its response is finished or the client went away.
 */
export function measureRequests(metrics: MetricsRegistry) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const stopTimer = metrics.requestDuration.startTimer();
    response.once('close', () => {
      stopTimer({ route: routeTemplateOf(request), method: request.method ?? 'UNKNOWN', status_code: String(response.statusCode) });
    });
    next();
  };
}
