import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { setTimeout as delay } from 'node:timers/promises';
import { ShutdownState } from './shutdown-state';

export interface ServeOptions {
  port: number;
  /** How long to keep serving after SIGTERM while readiness fails (ServerSettings.shutdownDrainMs). */
  shutdownDrainMs: number;
  /** Called once the app has closed; exits the process by default. */
  onClosed?: () => void;
}

/**
 * Listens, then shuts down gracefully. On SIGTERM (docker stop, compose redeploys): readiness fails at
 * once, requests are still served for the drain period so the front door can move to other instances
 * without losing any, then the server closes (letting in-flight requests finish) and the process exits.
 * SIGINT (Ctrl-C at a terminal) skips the drain.
 */
export async function serveUntilStopped(app: NestExpressApplication, options: ServeOptions): Promise<void> {
  const logger = new Logger('Shutdown');
  const onClosed = options.onClosed ?? (() => process.exit(0));
  let closing: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals, drainMs: number): void => {
    closing ??= (async () => {
      app.get(ShutdownState).beginDraining();
      logger.log({ message: `${signal}: not ready any more; serving for ${drainMs} ms, then closing`, signal, drainMs });
      await delay(drainMs);
      await app.close();
      logger.log({ message: 'Closed', signal });
      onClosed();
    })();
  };
  process.once('SIGTERM', () => stop('SIGTERM', options.shutdownDrainMs));
  process.once('SIGINT', () => stop('SIGINT', 0));
  await app.listen(options.port);
}
