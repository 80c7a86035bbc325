import { gunzipSync } from 'node:zlib';
import { ContentCache } from './content-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ContentCache', () => {
  let cache: ContentCache;

  beforeEach(() => {
    cache = new ContentCache();
    cache.resume();
  });

  it('serialises once and serves the same body and ETag afterwards', async () => {
    const load = jest.fn(async () => [{ slug: 'a' }]);
    const first = await cache.getOrLoad('list', load);
    const second = await cache.getOrLoad('list', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first).toMatchObject({ body: '[{"slug":"a"}]', etag: expect.stringMatching(/^"[\w-]+"$/) });
    expect(gunzipSync(first!.gzipped).toString()).toBe('[{"slug":"a"}]');
  });

  it('shares one load between concurrent requests', async () => {
    const pending = deferred<string[]>();
    const load = jest.fn(() => pending.promise);
    const requests = [cache.getOrLoad('list', load), cache.getOrLoad('list', load)];
    pending.resolve(['x']);
    const [a, b] = await Promise.all(requests);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('does not keep a value loaded before an invalidation', async () => {
    const stale = deferred<string[]>();
    const during = cache.getOrLoad('list', () => stale.promise);
    cache.invalidateAll();
    stale.resolve(['old']);
    expect((await during)?.body).toBe('["old"]');
    expect((await cache.getOrLoad('list', async () => ['new']))?.body).toBe('["new"]');
  });

  it('gives a different ETag for different content', async () => {
    const a = await cache.getOrLoad('a', async () => ({ v: 1 }));
    const b = await cache.getOrLoad('b', async () => ({ v: 2 }));
    expect(a?.etag).not.toBe(b?.etag);
  });

  it('remembers a missing item for 30 seconds, or until the next change', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    try {
      const load = jest.fn(async () => null);
      expect(await cache.getOrLoad('slug:x', load)).toBeNull();
      expect(await cache.getOrLoad('slug:x', load)).toBeNull();
      expect(load).toHaveBeenCalledTimes(1);

      jest.setSystemTime(Date.parse('2026-01-01T00:00:31Z'));
      expect(await cache.getOrLoad('slug:x', load)).toBeNull();
      expect(load).toHaveBeenCalledTimes(2);

      cache.invalidateAll();
      expect((await cache.getOrLoad('slug:x', async () => ({ slug: 'x' })))?.body).toBe('{"slug":"x"}');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not remember a miss loaded before an invalidation', async () => {
    const missing = deferred<null>();
    const during = cache.getOrLoad('slug:x', () => missing.promise);
    cache.invalidateAll();
    missing.resolve(null);
    expect(await during).toBeNull();
    expect((await cache.getOrLoad('slug:x', async () => ({ slug: 'x' })))?.body).toBe('{"slug":"x"}');
  });

  it('never keeps a failed load', async () => {
    await expect(cache.getOrLoad('list', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.getOrLoad('list', async () => []))?.body).toBe('[]');
  });

  it('reads through while suspended', async () => {
    cache.suspend();
    const load = jest.fn(async () => ['x']);
    await cache.getOrLoad('list', load);
    await cache.getOrLoad('list', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps its copies when suspended and serves them only while the database is unreachable', async () => {
    await cache.getOrLoad('list', async () => ['before']);
    cache.suspend();
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

    expect((await cache.getOrLoad('list', async () => Promise.reject(unreachable)))?.body).toBe('["before"]');
    await expect(cache.getOrLoad('slug:a', async () => Promise.reject(unreachable))).rejects.toBe(unreachable);
    await expect(cache.getOrLoad('list', async () => Promise.reject(new Error('bad query')))).rejects.toThrow('bad query');
    expect((await cache.getOrLoad('list', async () => ['fresh']))?.body).toBe('["fresh"]');
  });

  it('drops the oldest entries beyond its size limit', async () => {
    for (let i = 0; i < 600; i += 1) {
      await cache.getOrLoad(`slug:${i}`, async () => ({ i }));
    }
    const load = jest.fn(async () => ({ i: 0 }));
    await cache.getOrLoad('slug:0', load);
    expect(load).toHaveBeenCalledTimes(1);
    const recent = jest.fn(async () => ({ i: 599 }));
    await cache.getOrLoad('slug:599', recent);
    expect(recent).not.toHaveBeenCalled();
  });
  it('counts a loaded value as current until a change is made or heard of', async () => {
    const value = (await cache.getOrLoad('list', async () => ['a']))!;
    expect(cache.isCurrent(value)).toBe(true);
    cache.invalidateAll();
    expect(cache.isCurrent(value)).toBe(false);

    const again = (await cache.getOrLoad('list', async () => ['a']))!;
    cache.suspend();
    expect(cache.isCurrent(again)).toBe(false);
    const whileSuspended = (await cache.getOrLoad('list', async () => ['a']))!;
    expect(cache.isCurrent(whileSuspended)).toBe(false);
    cache.resume();
    expect(cache.isCurrent(whileSuspended)).toBe(false);
  });

  it('never counts a value loaded across an invalidation as current', async () => {
    const stale = deferred<string[]>();
    const during = cache.getOrLoad('list', () => stale.promise);
    cache.invalidateAll();
    stale.resolve(['old']);
    expect(cache.isCurrent((await during)!)).toBe(false);
  });
});
