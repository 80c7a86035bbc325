import { Injectable } from '@nestjs/common';
import { type CachedResponse, toCachedResponse } from './cached-response';

/** Enough for every published item of a small site, while bounding what random slugs can cost. */
const MAX_ENTRIES = 500;

/**
 * In-memory cache of serialised public responses. Loads are shared by concurrent requests; a missing
 * item (null) is never kept. Entries are dropped on every content change, and caching is suspended
 * while change notifications from other instances cannot be received.
 */
@Injectable()
export class ContentCache {
  private readonly entries = new Map<string, Promise<CachedResponse | null>>();
  private active = false;

  async getOrLoad(key: string, load: () => Promise<unknown>): Promise<CachedResponse | null> {
    if (!this.active) {
      return serialise(await load());
    }
    const cached = this.entries.get(key);
    if (cached) {
      return cached;
    }
    const pending = load().then(serialise);
    this.remember(key, pending);
    // An entry dropped by an invalidation while loading is not put back: the key is set once, up front.
    pending.then(
      (value) => value === null && this.forget(key, pending),
      () => this.forget(key, pending),
    );
    return pending;
  }

  invalidateAll(): void {
    this.entries.clear();
  }

  /** Start caching (again): called once changes made by other instances are being heard. */
  resume(): void {
    this.entries.clear();
    this.active = true;
  }

  /** Stop caching: changes made elsewhere could go unnoticed. */
  suspend(): void {
    this.active = false;
    this.entries.clear();
  }

  private remember(key: string, pending: Promise<CachedResponse | null>): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldestKey = this.entries.keys().next().value;
      if (oldestKey !== undefined) {
        this.entries.delete(oldestKey);
      }
    }
    this.entries.set(key, pending);
  }

  private forget(key: string, pending: Promise<CachedResponse | null>): void {
    if (this.entries.get(key) === pending) {
      this.entries.delete(key);
    }
  }
}

function serialise(value: unknown): CachedResponse | null {
  return value === null || value === undefined ? null : toCachedResponse(value);
}
