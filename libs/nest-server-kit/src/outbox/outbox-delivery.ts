/** While one instance sends a leased row, others leave it alone this long (a crash mid-send retries after it). */
export const OUTBOX_LEASE_SECONDS = 300;
/** Rows leased per query. */
export const OUTBOX_BATCH_SIZE = 10;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** Wait before retry number `attempt` (1-based count of failures so far): base, 4x base, 16x base... capped at 6 h. */
export function retryDelayMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 4 ** (attempt - 1), MAX_BACKOFF_MS);
}

/** The SMTP server's reply or the connection problem, never the message itself (it may hold a link or personal data). */
export function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const { code, responseCode, response } = error as Error & { code?: string; responseCode?: number; response?: string };
  // A TLS refusal's message says what failed (STARTTLS), where the server's reply alone would not.
  const detail = code === 'ETLS' ? error.message : (response ?? error.message);
  return [code, responseCode, detail].filter((part) => part !== undefined && part !== '').join(' ').slice(0, 300);
}
