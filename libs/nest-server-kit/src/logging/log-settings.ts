export type LogFormat = 'json' | 'text';

/** pino's levels, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  level: LogLevelName;
  format: LogFormat;
}

/**
 * LOG_LEVEL (info unless set) and LOG_FORMAT (json unless `text`). Read without class-validator, since the
 * logger must exist before the configuration is checked: an unknown level falls back to info, and
 * readServerSettings then refuses it with a readable message.
 */
export function readLogSettings(env: NodeJS.ProcessEnv = process.env): LogSettings {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  return {
    level: (LOG_LEVELS as readonly string[]).includes(level ?? '') ? (level as LogLevelName) : 'info',
    format: env.LOG_FORMAT?.trim().toLowerCase() === 'text' ? 'text' : 'json',
  };
}
