/**
 * nginx's limit_req and limit_conn for the local gateway, with the same arithmetic, so `npm start` without
 * nginx refuses the same floods the container does.
 */

/** An nginx rate such as `10r/m` or `10r/s`, in requests per millisecond. */
export function parseNginxRate(rate: string): number {
  const match = /^(\d+)r\/([sm])$/.exec(rate.trim());
  if (!match) throw new Error(`"${rate}" is not a rate such as 10r/m or 10r/s`);
  return Number(match[1]) / (match[2] === 's' ? 1000 : 60_000);
}

/** Entries kept before drained ones are dropped (nginx's zone is a fixed size too). */
const PRUNE_ABOVE = 50_000;

/**
 * `limit_req ... burst=N nodelay`: a leaky bucket per key. A request adds one to the key's excess, which
 * drains at the rate; one that would take the excess above the burst is refused and not counted.
 */
export class RequestRateLimit {
  private readonly buckets = new Map<string, { excess: number; at: number }>();

  constructor(
    private readonly perMs: number,
    private readonly burst: number,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_ABOVE) this.pruneDrained(now);
      this.buckets.set(key, { excess: 0, at: now });
      return true;
    }
    const excess = Math.max(bucket.excess - this.perMs * (now - bucket.at), 0) + 1;
    if (excess > this.burst) return false;
    bucket.excess = excess;
    bucket.at = now;
    return true;
  }

  private pruneDrained(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.excess - this.perMs * (now - bucket.at) <= 0) this.buckets.delete(key);
    }
  }
}

/** `limit_conn`: how many requests from one key may be in progress at once. */
export class ConcurrentRequestLimit {
  private readonly inProgress = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** A release function when the request may go ahead; undefined when the key is at its limit. */
  acquire(key: string): (() => void) | undefined {
    const count = this.inProgress.get(key) ?? 0;
    if (count >= this.limit) return undefined;
    this.inProgress.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inProgress.get(key) ?? 1) - 1;
      if (left > 0) this.inProgress.set(key, left);
      else this.inProgress.delete(key);
    };
  }
}
