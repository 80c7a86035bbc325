import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, storeToken } from './auth-token';
import { dropReadAheads, readAhead, takeReadAhead } from './read-ahead';

describe('reads started ahead', () => {
  beforeEach(() => storeToken('token-of-alex'));
  afterEach(() => {
    dropReadAheads();
    clearToken();
    vi.useRealTimers();
  });

  it('gives the answer once to the screen that needs it', async () => {
    readAhead('/api/cms/content?offset=0', () => Promise.resolve(['first page']));
    await expect(takeReadAhead('/api/cms/content?offset=0')).resolves.toEqual(['first page']);
    expect(takeReadAhead('/api/cms/content?offset=0')).toBeUndefined();
  });

  it('never gives an answer for another address', () => {
    readAhead('/api/cms/content?offset=0', () => Promise.resolve(['first page']));
    expect(takeReadAhead('/api/cms/content?offset=50')).toBeUndefined();
  });

  it('does not show an answer read more than 20 seconds ago', () => {
    vi.useFakeTimers();
    readAhead('/list', () => Promise.resolve(['old']));
    vi.advanceTimersByTime(20_001);
    expect(takeReadAhead('/list')).toBeUndefined();
  });

  it('does not show one session what was read for another', () => {
    readAhead('/list', () => Promise.resolve(['alex sees this']));
    storeToken('token-of-sam');
    expect(takeReadAhead('/list')).toBeUndefined();
  });

  it('forgets everything read ahead once asked to (after a write)', () => {
    readAhead('/list', () => Promise.resolve(['before the save']));
    dropReadAheads();
    expect(takeReadAhead('/list')).toBeUndefined();
  });

  it('does not report a failed read ahead as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    readAhead('/list', () => Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
