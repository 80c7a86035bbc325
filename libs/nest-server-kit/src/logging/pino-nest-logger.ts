import type { LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';
import { currentRequestId } from './request-context';

/**
 * Nest's logger interface over pino, so the framework's lines and the services' own (`new Logger(...)`)
 * are JSON lines like the request log: `context` names the class, and a line written while a request is
 * handled carries its `requestId`. An object logged as the message keeps its fields.
 */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack, context) for errors; a stack is kept as `stack`.
    const context = rest.length > 0 ? rest[rest.length - 1] : undefined;
    const stack = rest.length > 1 ? rest[0] : undefined;
    this.write('error', message, typeof context === 'string' ? [context] : [], typeof stack === 'string' ? { stack } : {});
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[], extra: Record<string, unknown> = {}): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const requestId = currentRequestId();
    const fields: Record<string, unknown> = { ...(context ? { context } : {}), ...(requestId ? { requestId } : {}), ...extra };
    if (message instanceof Error) {
      this.pino[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      const { message: text, ...objectFields } = message as Record<string, unknown>;
      this.pino[level]({ ...fields, ...objectFields }, typeof text === 'string' ? text : undefined);
    } else {
      this.pino[level](fields, String(message));
    }
  }
}
