import { Injectable } from '@nestjs/common';
import { isDatabaseUnavailable } from '@site/nest-server-kit';
import { type CachedResponse, toCachedResponse } from './cached-response';

/** Enough for every published item of a small site, while bounding what random slugs can cost. */
const MAX_ENTRIES = 500;

type Serialise = (value: unknown) => CachedResponse;

interface Entry {
  pending: Promise<CachedResponse | null>;
  /** Set once the load succeeded: what is served if the database is away while caching is suspended. */
  value?: CachedResponse;
}

/**
 * In-memory cache of prepared public responses. Loads are shared by concurrent requests; a missing item
 * (null) is never kept. Entries are dropped on every content change. While change notifications from
 * other instances cannot be heard (suspended), reads go to the database; if the database cannot be
 * reached either, nothing can be changing, so the copies from before are served rather than an error.
 */
@Injectable()
export class ContentCache {
  private readonly entries = new Map<string, Entry>();
  private active = false;

  async getOrLoad(key: string, load: () => Promise<unknown>, serialise: Serialise = toCachedResponse): Promise<CachedResponse | null> {
    if (!this.active) {
      return this.readThrough(key, load, serialise);
    }
    const cached = this.entries.get(key);
    if (cached) {
      return cached.pending;
    }
    const entry: Entry = { pending: load().then((value) => prepare(value, serialise)) };
    this.remember(key, entry);
    // An entry dropped by an invalidation while loading is not put back: the key is set once, up front.
    entry.pending.then(
      (value) => (value === null ? this.forget(key, entry) : (entry.value = value)),
      () => this.forget(key, entry),
    );
    return entry.pending;
  }

  invalidateAll(): void {
    this.entries.clear();
  }

  /** Start caching (again): called once changes made by other instances are being heard. */
  resume(): void {
    this.entries.clear();
    this.active = true;
  }

  /** Stop serving from the cache: changes made elsewhere could go unnoticed. The entries stay as a fallback. */
  suspend(): void {
    this.active = false;
  }

  private async readThrough(key: string, load: () => Promise<unknown>, serialise: Serialise): Promise<CachedResponse | null> {
    try {
      return prepare(await load(), serialise);
    } catch (error) {
      const kept = this.entries.get(key)?.value;
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

  private forget(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
    }
  }
}

function prepare(value: unknown, serialise: Serialise): CachedResponse | null {
  return value === null || value === undefined ? null : serialise(value);
}
