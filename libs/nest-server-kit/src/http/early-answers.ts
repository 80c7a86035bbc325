import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { routeTemplateOf, setRouteTemplate, UNMATCHED_ROUTE } from '../metrics/route-template';
import { requestPrelude } from './request-prelude';

/** Writes a complete response to a request its lookup chose to answer. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => void;

/** The answer already prepared for this request, or undefined to leave it to Nest. */
export type EarlyAnswerLookup = (request: IncomingMessage) => EarlyAnswer | undefined;

/**
 * Lets a service answer requests whose response is already prepared in memory before Express and Nest
 * see them: for a cached public read the framework costs several times the answer itself, and under load
 * that is the difference between meeting a latency target and not. Answered requests still get what every
 * request gets (requestPrelude: id, log line, metrics, drain bookkeeping, security headers); everything else
 * goes to Nest untouched. Call after app.init().
 */
export function answerBeforeFramework(app: NestExpressApplication, lookup: EarlyAnswerLookup): void {
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected the framework as the only request listener, found ${listeners.length}`);
  const [framework] = listeners;
  const prelude = requestPrelude(app);
  const proceed = (): void => undefined;
  const routes = new RouteMemory();
  server.removeListener('request', framework);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = lookup(request);
    if (answer === undefined) {
      const address = request.url;
      response.once('finish', () => routes.remember(address, request));
      framework(request, response);
      return;
    }
    setRouteTemplate(request, routes.recall(request) ?? EARLY_ANSWER_ROUTE);
    for (const step of prelude) step(request, response, proceed);
    answer(request, response);
  });
}

/** The metrics' route label of an early answer whose address Nest's route was forgotten for (see RouteMemory). */
export const EARLY_ANSWER_ROUTE = 'answered-before-framework';

/** More addresses than PublicAnswers remembers, so an address answered early still has its route. */
const REMEMBERED_ROUTES = 2000;

/**
 * The route template Nest answered each address with, so an early answer to the same address is counted
 * under the same route in the metrics (an early answer is exactly the answer Nest gave there).
 */
class RouteMemory {
  private readonly byAddress = new Map<string, string>();

  /** address: the URL as it arrived (Express may rewrite request.url while routing). */
  remember(address: string | undefined, request: IncomingMessage): void {
    const route = routeTemplateOf(request);
    if (route === UNMATCHED_ROUTE || address === undefined || this.byAddress.has(address)) return;
    if (this.byAddress.size >= REMEMBERED_ROUTES) this.byAddress.delete(this.byAddress.keys().next().value as string);
    this.byAddress.set(address, route);
  }

  recall(request: IncomingMessage): string | undefined {
    return request.url === undefined ? undefined : this.byAddress.get(request.url);
  }
}
