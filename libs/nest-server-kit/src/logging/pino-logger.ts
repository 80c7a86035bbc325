import pino, { type DestinationStream, type Logger } from 'pino';
import { readLogSettings, type LogSettings } from './log-settings';

/**
 * Keys whose values never reach a log line, at the top of a logged object or one level down. The request
 * log writes no headers and no bodies at all; this catches what application code might log by mistake.
 */
export const REDACTED_KEYS = [
  'authorization', 'cookie', 'set-cookie', 'password', 'currentPassword', 'newPassword', 'token', 'accessToken', 'refreshToken',
  'captchaToken', 'secret', 'recoveryCode', 'firstName', 'lastName', 'email', 'phone', 'organisation',
];

/**
 * The process's pino logger: one JSON object a line on stdout, `level` as a word, `time` as ISO 8601 and
 * the text in `message` (as the audit lines and Nest's JSON logger had it). LOG_FORMAT=text gives a person
 * at a terminal pino-pretty's coloured lines instead, when pino-pretty (a development dependency) is installed.
 */
export function createPinoLogger(settings: LogSettings = readLogSettings(), destination?: DestinationStream): Logger {
  return pino(
    {
      level: settings.level,
      messageKey: 'message',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_KEYS.flatMap((key) => [key, `*.${key}`].map(quotedPath)), censor: '[redacted]' },
    },
    destination ?? (settings.format === 'text' ? prettyStream() : pino.destination({ fd: 1, sync: true })),
  );
}

function quotedPath(path: string): string {
  return path.replace(/[^.*]*[^\w.*][^.*]*/g, (segment) => `["${segment}"]`).replace(/\.\[/g, '[');
}

/** pino-pretty in the process (no worker thread), or JSON with a warning line where it is not installed (the images). */
function prettyStream(): DestinationStream {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ messageKey: 'message', colorize: !process.env.NO_COLOR, sync: true, ignore: 'pid,hostname' });
  } catch {
    process.stdout.write(`${JSON.stringify({ level: 'warn', time: new Date().toISOString(), message: 'LOG_FORMAT=text needs pino-pretty (a development dependency); logging JSON' })}\n`);
    return pino.destination({ fd: 1, sync: true });
  }
}
