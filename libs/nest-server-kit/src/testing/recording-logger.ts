import type { LoggerService } from '@nestjs/common';

export type LogLevelName = 'log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal';

export interface LogRecord {
  level: LogLevelName;
  /** The logged value: a text or the object the code logged. */
  message: unknown;
  context?: string;
}

/** A Nest logger that keeps what is logged, for tests that check what an operator would read. */
export class RecordingLogger implements LoggerService {
  readonly records: LogRecord[] = [];

  log(message: unknown, context?: string): void {
    this.record('log', message, context);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.record('error', message, rest.at(-1) as string | undefined);
  }
  warn(message: unknown, context?: string): void {
    this.record('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.record('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.record('verbose', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.record('fatal', message, context);
  }

  /** Records at warn level or worse: the lines an operator is alerted by. */
  problems(): LogRecord[] {
    return this.records.filter((record) => record.level === 'warn' || record.level === 'error' || record.level === 'fatal');
  }

  private record(level: LogLevelName, message: unknown, context?: string): void {
    this.records.push({ level, message, context });
  }
}
