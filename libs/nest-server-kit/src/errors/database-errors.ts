import { QueryFailedError } from 'typeorm';

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network failures of the connection itself (refused, reset, timed out, name not resolved). */
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Postgres SQLSTATEs that mean "the database cannot serve right now" rather than "this request is wrong":
 * class 08 (connection exceptions), admin shutdown, crash shutdown, cannot connect now (starting or stopping),
 * too many connections, and statement timeout (query_canceled).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Messages of node-postgres for a connection that ended or never came (it gives them no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
  'Query read timeout',
];

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const driverError = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  const code = (driverError as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when the error says the database is unreachable or refusing work, so the request may be retried.
 * Errors are recognised by shape, not `instanceof`: Node's socket errors come from another realm under Jest.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) {
    return true;
  }
  const { errors, message } = error as { errors?: unknown; message?: unknown };
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) {
    return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => message.includes(known));
}

/**
 * Class 22 (data exception: a NUL byte in text, a malformed value for the column type) and 23502/23514
 * are the request's fault, not the server's: a 400 as a last line of defence behind validation.
 */
export function isRejectedValue(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const code = codeOf(error);
  return code !== undefined && (code.startsWith('22') || code === '23502' || code === '23514');
}
