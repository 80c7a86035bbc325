import { readToken } from './auth-token';

/** How long an answer read ahead is still shown as it came. */
const FRESH_MS = 20_000;

interface StartedRead {
  answer: Promise<unknown>;
  startedAt: number;
  /** The session it was read for: another sign-in never sees it. */
  token: string | null;
}

const started = new Map<string, StartedRead>();

/**
 * Starts a staff read before the screen that shows it is there (the manage list's first page, as login
 * succeeds), so that screen does not wait one more round trip. An answer is taken at most once, while
 * fresh, by the same session; any write drops every answer read ahead.
 */
export function readAhead(path: string, read: () => Promise<unknown>): void {
  const answer = read();
  // A failed read ahead is never shown: whoever takes it asks again.
  answer.catch(() => undefined);
  started.set(path, { answer, startedAt: Date.now(), token: readToken() });
}

/** The answer read ahead for `path`, if there is a fresh one for this session; it is not given twice. */
export function takeReadAhead<T>(path: string): Promise<T> | undefined {
  const read = started.get(path);
  started.delete(path);
  if (!read || Date.now() - read.startedAt > FRESH_MS || read.token !== readToken()) return undefined;
  return read.answer as Promise<T>;
}

export function dropReadAheads(): void {
  started.clear();
}

/**
 * `read()`, unless an answer for `path` was read ahead: then that one (or, if it failed, `read()` after
 * all). Either way it behaves like a fetch given `signal`: aborted, it rejects.
 */
export function fromReadAhead<T>(path: string, read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const ahead = takeReadAhead<T>(path);
  if (!ahead) return read();
  return untilAborted(
    ahead.catch(() => read()),
    signal,
  );
}

function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
