import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, storeToken } from '../../../lib/auth-token';
import { dropReadAheads } from '../../../lib/read-ahead';
import { staffRequest } from '../../../lib/staff-request';
import { fakeApi } from '../../../testing/fake-api';
import { listContentPage, readFirstContentPageAhead } from './list-content-page';

const firstPage = { items: [{ id: 'a1', title: 'Moving to Microsoft 365' }], total: 1, offset: 0, limit: 50 };
const unfiltered = { type: null, search: '' };

describe('the manage list read ahead at login', () => {
  beforeEach(() => storeToken('session-token'));
  afterEach(() => {
    dropReadAheads();
    clearToken();
  });

  it('asks the server once: Manage Content shows the first page that was read as login succeeded', async () => {
    const api = fakeApi({ 'GET /api/cms/content': Response.json(firstPage) });
    readFirstContentPageAhead();
    await expect(listContentPage(unfiltered, 0)).resolves.toEqual(firstPage);
    expect(api.callsTo('GET /api/cms/content')).toHaveLength(1);
    expect(api.calls[0]?.url).toBe('/api/cms/content?fields=summary&limit=50&offset=0');
    expect(api.calls[0]?.authorization).toBe('Bearer session-token');
  });

  it('asks again for a filtered list, a later page, or after anything was saved', async () => {
    const api = fakeApi({ 'GET /api/cms/content': Response.json(firstPage), 'PUT /api/cms/content/a1': Response.json({}) });
    readFirstContentPageAhead();
    await listContentPage({ type: 'blog', search: '' }, 0);
    await listContentPage(unfiltered, 50);
    await staffRequest('/api/cms/content/a1', { method: 'PUT', body: {} });
    await listContentPage(unfiltered, 0);
    expect(api.callsTo('GET /api/cms/content').map((call) => call.url)).toEqual([
      '/api/cms/content?fields=summary&limit=50&offset=0',
      '/api/cms/content?fields=summary&limit=50&offset=0&type=blog',
      '/api/cms/content?fields=summary&limit=50&offset=50',
      '/api/cms/content?fields=summary&limit=50&offset=0',
    ]);
  });

  it('asks again when the read ahead failed, instead of showing an empty list', async () => {
    let answers = 0;
    fakeApi({ 'GET /api/cms/content': () => (++answers === 1 ? Response.json({ message: 'busy' }, { status: 503 }) : Response.json(firstPage)) });
    readFirstContentPageAhead();
    await expect(listContentPage(unfiltered, 0)).resolves.toEqual(firstPage);
    expect(answers).toBe(2);
  });

  it('drops the answer it was waiting for when the list asks for something else first', async () => {
    fakeApi({ 'GET /api/cms/content': Response.json(firstPage) });
    readFirstContentPageAhead();
    const controller = new AbortController();
    const answer = listContentPage(unfiltered, 0, controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
