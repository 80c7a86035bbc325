import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { requestPrelude } from './request-prelude';

/** Writes a complete response to a request its lookup chose to answer. */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse) => void;

/** The answer already prepared for this request, or undefined to leave it to Nest. */
export type EarlyAnswerLookup = (request: IncomingMessage) => EarlyAnswer | undefined;

/**
 * Lets a service answer requests whose response is already prepared in memory before Express and Nest
 * see them: for a cached public read the framework costs several times the answer itself, and under load
 * that is the difference between meeting a latency target and not. Answered requests still get what every
 * request gets (requestPrelude: id, log line, drain bookkeeping, security headers); everything else goes
 * to Nest untouched. Call after app.init().
 */
export function answerBeforeFramework(app: NestExpressApplication, lookup: EarlyAnswerLookup): void {
  const server = app.getHttpServer() as Server;
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected the framework as the only request listener, found ${listeners.length}`);
  const [framework] = listeners;
  const prelude = requestPrelude(app);
  const proceed = (): void => undefined;
  server.removeListener('request', framework);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const answer = lookup(request);
    if (answer === undefined) {
      framework(request, response);
      return;
    }
    for (const step of prelude) step(request, response, proceed);
    answer(request, response);
  });
}
