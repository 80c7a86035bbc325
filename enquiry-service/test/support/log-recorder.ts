import type { LoggerService } from '@nestjs/common';

/** A Nest logger that keeps every line, so a test can read what the service would have logged. */
export class LogRecorder implements LoggerService {
  readonly lines: string[] = [];

  private record(level: string, message: unknown, ...rest: unknown[]): void {
    this.lines.push([level, message, ...rest].map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '));
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.record('log', message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.record('error', message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.record('warn', message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.record('debug', message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.record('verbose', message, ...rest);
  }
}
