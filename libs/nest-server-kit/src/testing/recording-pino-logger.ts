import type { Logger } from 'pino';
import type { LogLevelName } from '../logging/log-settings';
import { createPinoLogger } from '../logging/pino-logger';

export interface RecordingPinoLogger {
  /** Pass as createServerApp's `requestLog` (or wrap in PinoNestLogger for the app's own lines). */
  logger: Logger;
  /** Every line written so far, parsed: exactly what the service would have written to stdout. */
  lines(): Array<Record<string, unknown>>;
  /** The request log's lines (`"message":"request"`). */
  requestLines(): Array<Record<string, unknown>>;
}

/** A pino logger set up as the services' (same fields and redaction) that keeps its JSON lines in memory. */
export function recordingPinoLogger(level: LogLevelName = 'info'): RecordingPinoLogger {
  const written: string[] = [];
  const logger = createPinoLogger({ level, format: 'json' }, { write: (line: string) => void written.push(line) });
  const lines = () => written.flatMap((chunk) => chunk.split('\n').filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, requestLines: () => lines().filter((line) => line.message === 'request') };
}
