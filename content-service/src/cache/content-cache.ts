import { Injectable, Optional } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '@site/nest-server-kit';
import { CacheMetrics } from './cache-metrics';
import { type CachedResponse, toCachedResponse } from './cached-response';

/** Enough for every published item of a small site, while bounding what random slugs can cost. */
const MAX_ENTRIES = 500;
/** Unknown keys remembered (apart from the entries, so a flood of them cannot push real pages out) and for how long. */
const MAX_MISSES = 1000;
const MISS_TTL_MS = 30_000;

type Serialise = (value: unknown) => CachedResponse;

interface Entry {
  pending: Promise<object | null>;
  /** Set once the load succeeded: what is served if the database is away while caching is suspended. */
  value?: object;
}

/**
 * In-memory cache of prepared public responses. Loads are shared by concurrent requests; a missing item
 * (null) is remembered briefly (MISS_TTL_MS), so asking again for an unknown slug costs no query. Entries
 * and misses are dropped on every content change. While change notifications from
 * other instances cannot be heard (suspended), reads go to the database; if the database cannot be
 * reached either, nothing can be changing, so the copies from before are served rather than an error.
 */
@Injectable()
export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  /** Keys whose load found nothing, with when that answer expires. */
  private readonly misses = new Map<string, number>();
  private active = false;
  /** Values loaded since the last change and still in the cache: what may be answered without asking. */
  private current = new WeakSet<object>();
  /** This instance, as its change notifications name it (see notifyContentChanged). */
  readonly instanceId = randomUUID();

  constructor(@Optional() private readonly metrics?: CacheMetrics) {}

  /** A prepared response: what `load` gives, serialised once per fill (JSON unless told otherwise). */
  getOrLoad(key: string, load: () => Promise<unknown>, serialise: Serialise = toCachedResponse): Promise<CachedResponse | null> {
    return this.getOrLoadValue(key, async () => prepare(await load(), serialise));
  }

  /** Any value (an object), loaded once per change and shared like the prepared responses; null is a miss. */
  async getOrLoadValue<T extends object>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    if (!this.active) {
      this.metrics?.count(key, 'bypass');
      return this.readThrough(key, load);
    }
    if (this.isKnownMiss(key)) {
      this.metrics?.count(key, 'hit');
      return null;
    }
    const cached = this.entries.get(key);
    if (cached) {
      this.metrics?.count(key, 'hit');
      return cached.pending as Promise<T | null>;
    }
    this.metrics?.count(key, 'miss');
    const entry: Entry = { pending: load() };
    this.remember(key, entry);
    // An entry dropped by an invalidation while loading is not put back: the key is set once, up front.
    entry.pending.then(
      (value) => {
        if (value !== null) {
          entry.value = value;
          if (this.entries.get(key) === entry) this.current.add(value);
        } else if (this.forget(key, entry)) {
          this.rememberMiss(key);
        }
      },
      () => this.forget(key, entry),
    );
    return entry.pending as Promise<T | null>;
  }

  invalidateAll(): void {
    this.entries.clear();
    this.misses.clear();
    this.current = new WeakSet();
  }

  /**
   * Whether a prepared response is still what a load would give: it came from this cache while caching
   * was on, and no change has been made or heard of since.
   */
  isCurrent(value: object): boolean {
    return this.active && this.current.has(value);
  }

  /** Start caching (again): called once changes made by other instances are being heard. */
  resume(): void {
    this.invalidateAll();
    this.active = true;
  }

  /** Stop serving from the cache: changes made elsewhere could go unnoticed. The entries stay as a fallback. */
  suspend(): void {
    this.active = false;
    this.misses.clear();
    this.current = new WeakSet();
  }

  private async readThrough<T extends object>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      const kept = this.entries.get(key)?.value as T | undefined;
      if (kept !== undefined && isDatabaseUnavailable(error)) {
        return kept;
      }
      throw error;
    }
  }

  private remember(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldestKey = this.entries.keys().next().value;
      if (oldestKey !== undefined) {
        this.entries.delete(oldestKey);
      }
    }
    this.entries.set(key, entry);
  }

  /** Drops the entry if it is still the one loaded; false when an invalidation already dropped it. */
  private forget(key: string, entry: Entry): boolean {
    if (this.entries.get(key) !== entry) {
      return false;
    }
    this.entries.delete(key);
    return true;
  }

  private isKnownMiss(key: string): boolean {
    const expires = this.misses.get(key);
    if (expires === undefined) {
      return false;
    }
    if (expires > Date.now()) {
      return true;
    }
    this.misses.delete(key);
    return false;
  }

  private rememberMiss(key: string): void {
    if (this.misses.size >= MAX_MISSES) {
      const oldestKey = this.misses.keys().next().value;
      if (oldestKey !== undefined) {
        this.misses.delete(oldestKey);
      }
    }
    this.misses.set(key, Date.now() + MISS_TTL_MS);
  }
}

function prepare(value: unknown, serialise: Serialise): CachedResponse | null {
  return value === null || value === undefined ? null : serialise(value);
}
