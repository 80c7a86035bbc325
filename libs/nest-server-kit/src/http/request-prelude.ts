import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import proxyAddress from 'proxy-addr';
import { noteTraffic } from '../lifecycle/note-traffic';
import { ShutdownState } from '../lifecycle/shutdown-state';
import { requestLoggerOf } from '../logging/process-logger';
import { bindRequestId } from '../logging/request-context';
import { assignRequestId } from '../logging/request-id';
import { logRequests } from '../logging/request-log';
import { measureRequests } from '../metrics/http-metrics';
import { MetricsRegistry } from '../metrics/metrics-registry';

/** A step that calls next before it returns, so it works in Express and in front of it alike. */
export type PreludeStep = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * What every request gets before anything answers it, whether Nest or an early answer (early-answers.ts):
 * its id, its log line, its duration in the metrics, the drain bookkeeping and the security headers.
 * Call after 'trust proxy' is set.
 */
export function requestPrelude(app: NestExpressApplication): PreludeStep[] {
  // Express's own compiled TRUST_PROXY rule, so the logged address is the one req.ip would give.
  const trust = app.getHttpAdapter().getInstance().get('trust proxy fn') as (address: string, hop: number) => boolean;
  const clientAddressOf = (request: IncomingMessage): string | undefined => proxyAddress(request, trust);
  const metrics = app.get(MetricsRegistry);
  return [
    assignRequestId,
    logRequests(requestLoggerOf(app), clientAddressOf),
    ...(metrics.enabled ? [measureRequests(metrics)] : []),
    noteTraffic(app.get(ShutdownState)),
    helmet(),
    bindRequestId,
  ];
}
