export interface SessionRevocationsOptions {
  /** auth-service's GET /api/auth/sessions/revoked. */
  url: string;
  pollIntervalMs: number;
  /** A list older than this is not trusted: the next staff request refetches it, or gets 503. */
  maxAgeMs: number;
  onError?: (message: string) => void;
}

export type SessionStatus = 'active' | 'revoked' | 'unknown';

const FETCH_TIMEOUT_MS = 5_000;

function isRevokedList(body: unknown): body is { revoked: string[] } {
  const revoked = (body as { revoked?: unknown } | null)?.revoked;
  return Array.isArray(revoked) && revoked.every((id) => typeof id === 'string');
}

/**
 * The ids of ended sessions, polled from auth-service (this service's database role cannot read the auth
 * schema) and pushed by it (revoke(), from RevocationNotices). Each instance polls on its own, so a logout
 * reaches every instance within one poll interval even when the push is lost; a list that could not be
 * refreshed for maxAgeMs stops all staff requests rather than let a revoked token in.
 */
export class SessionRevocations {
  private revoked = new Set<string>();
  /** Ids pushed (LISTEN/NOTIFY) and when, kept until a list asked for after their arrival has them. */
  private readonly pushed = new Map<string, number>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private failing = false;

  constructor(private readonly options: SessionRevocationsOptions) {}

  start(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.pollIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** A revocation pushed by auth-service: refused from now on, without waiting for the next poll. */
  revoke(sessionId: string): void {
    this.revoked.add(sessionId);
    this.pushed.set(sessionId, performance.now());
  }

  async check(sessionId: string): Promise<SessionStatus> {
    if (this.isStale() && !(await this.refresh())) return 'unknown';
    return this.revoked.has(sessionId) ? 'revoked' : 'active';
  }

  /** Fetches the list now; concurrent callers share one request. */
  refresh(): Promise<boolean> {
    this.inFlight ??= this.fetchList().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private isStale(): boolean {
    return performance.now() - this.fetchedAt > this.options.maxAgeMs;
  }

  private async fetchList(): Promise<boolean> {
    const startedAt = performance.now();
    try {
      const response = await fetch(this.options.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isRevokedList(body)) throw new Error('answered without a list of revoked sessions');
      // Ids pushed while this list was on its way may be missing from it: they are kept until a later list has them.
      for (const [id, arrivedAt] of this.pushed) if (arrivedAt < startedAt) this.pushed.delete(id);
      this.revoked = new Set([...body.revoked, ...this.pushed.keys()]);
      // The list is as old as the moment it was asked for.
      this.fetchedAt = startedAt;
      if (this.failing) this.options.onError?.(`Revoked sessions list from ${this.options.url} is reachable again`);
      this.failing = false;
      return true;
    } catch (error) {
      // One line per outage, not per poll.
      if (!this.failing) this.options.onError?.(`Cannot fetch revoked sessions from ${this.options.url}: ${String(error)}`);
      this.failing = true;
      return false;
    }
  }
}
