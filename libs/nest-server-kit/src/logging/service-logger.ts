import { ConsoleLogger } from '@nestjs/common';

export type LogFormat = 'json' | 'text';

/**
 * The process logger: one JSON object a line (the default, for containers and log collectors), or Nest's
 * text format for a person at a terminal (LOG_FORMAT=text), coloured unless NO_COLOR is set.
 */
export function createServiceLogger(format: LogFormat = logFormatFromEnvironment(), env: NodeJS.ProcessEnv = process.env): ConsoleLogger {
  if (format === 'json') {
    return new ConsoleLogger({ json: true, colors: false });
  }
  return new ConsoleLogger({ colors: env.NO_COLOR === undefined || env.NO_COLOR === '' });
}

function logFormatFromEnvironment(env: NodeJS.ProcessEnv = process.env): LogFormat {
  return env.LOG_FORMAT?.trim().toLowerCase() === 'text' ? 'text' : 'json';
}
