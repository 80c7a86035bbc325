import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { setTimeout as delay } from 'node:timers/promises';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server';
import { ShutdownState } from './shutdown-state';

export interface ServeOptions {
  port: number;
  /** The address to listen on (`npm start` keeps its services on 127.0.0.1); every interface unless given. */
  listenAddress?: string;
  /** How long at most to keep serving after SIGTERM while readiness fails (ServerSettings.shutdownDrainMs). */
  shutdownDrainMs: number;
  /** The drain ends early once no request has arrived for this long (default 1000 ms). */
  quietCloseMs?: number;
  /** Where Prometheus scrapes GET /metrics (MetricsRegistry); no metrics server when undefined. */
  metricsPort?: number;
  /** Called once the app has closed; exits the process by default. */
  onClosed?: () => void;
}

const DEFAULT_QUIET_CLOSE_MS = 1000;
const DRAIN_POLL_MS = 100;

/**
 * Listens, then shuts down gracefully. On SIGTERM (docker stop, compose redeploys): readiness fails at
 * once and requests are still served, so the front door can move to other instances without losing any,
 * until the drain period ends or no request has come for a second (nginx already stopped, as in
 * `docker compose stop`, or traffic moved on); then the server closes, letting in-flight requests
 * finish, and the process exits. SIGINT (Ctrl-C at a terminal) skips the drain. The metrics server (when
 * metricsPort is set) answers until the app has closed, so the drain itself can be watched.
 */
export async function serveUntilStopped(app: NestExpressApplication, options: ServeOptions): Promise<void> {
  const logger = new Logger('Shutdown');
  const onClosed = options.onClosed ?? (() => process.exit(0));
  const quietCloseMs = options.quietCloseMs ?? DEFAULT_QUIET_CLOSE_MS;
  let closing: Promise<void> | undefined;
  let metricsServer: MetricsServer | undefined;
  const stop = (signal: NodeJS.Signals, drainMs: number): void => {
    closing ??= (async () => {
      const state = app.get(ShutdownState);
      state.beginDraining();
      logger.log({ message: `${signal}: not ready any more; serving for up to ${drainMs} ms, then closing`, signal, drainMs });
      const deadline = Date.now() + drainMs;
      while (Date.now() < deadline && state.quietForMs() < quietCloseMs) await delay(DRAIN_POLL_MS);
      await app.close();
      await metricsServer?.close();
      logger.log({ message: 'Closed', signal });
      onClosed();
    })();
  };
  process.once('SIGTERM', () => stop('SIGTERM', options.shutdownDrainMs));
  process.once('SIGINT', () => stop('SIGINT', 0));
  if (options.metricsPort !== undefined) {
    metricsServer = await startMetricsServer(app.get(MetricsRegistry).registry, options.metricsPort, options.listenAddress);
    new Logger('Metrics').log({ message: `Metrics at http://${options.listenAddress ?? '0.0.0.0'}:${metricsServer.port}/metrics`, metricsPort: metricsServer.port });
  }
  if (options.listenAddress) await app.listen(options.port, options.listenAddress);
  else await app.listen(options.port);
}
