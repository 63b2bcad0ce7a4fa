import { configure, resetConfig } from '@marktplatz/shared';
import { fetchLayout } from './fetchLayout';
import { fetchPage } from './fetchPage';
import { fetchPost } from './fetchPost';
import { fetchPosts } from './fetchPosts';
import { isNotFound } from '../lib/isNotFound';

const realFetch = globalThis.fetch;

function answer(status: number, body: unknown): jest.Mock {
  const mock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => (body === undefined ? Promise.reject(new SyntaxError('leer')) : body),
  }));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

beforeEach(() => configure({ API_BASE: 'http://api.example/' }));
afterEach(() => {
  globalThis.fetch = realFetch;
  resetConfig();
});

describe('editorial content reads', () => {
  it('reads the layout data from the configured main base without an API client', async () => {
    const layout = { header: [], footer: [], legal: [], contact: {} };
    const mock = answer(200, { status: true, data: layout });
    await expect(fetchLayout()).resolves.toEqual(layout);
    expect(mock).toHaveBeenCalledWith(
      'http://api.example/layoutData',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });

  it('reads a news article from the API on every visit', async () => {
    const post = { id: 7, slug: 'badsanierung-planen', title: 'Badsanierung richtig planen' };
    const mock = answer(200, { status: true, data: post });
    await expect(fetchPost('badsanierung-planen')).resolves.toEqual(post);
    await expect(fetchPost('badsanierung-planen')).resolves.toEqual(post);
    expect(mock).toHaveBeenCalledTimes(2);
    expect(mock.mock.calls[0]?.[0]).toBe('http://api.example/portal/post/badsanierung-planen');
  });

  it('sends the list parameters and leaves out the empty ones', async () => {
    const mock = answer(200, { data: [], meta: { current_page: 2, last_page: 2, per_page: 9, total: 10 } });
    await fetchPosts({ page: 2, region: '', search: 'Wärmepumpe' });
    expect(mock.mock.calls[0]?.[0]).toBe('http://api.example/portal/posts/search?page=2&per_page=9&search=W%C3%A4rmepumpe');
  });

  it('rejects a missing page with the server data, which reads as not found', async () => {
    answer(404, { status: false, code: 'NOT_FOUND', message: 'Die Seite wurde nicht gefunden.' });
    const failure = await fetchPage('gibt-es-nicht').catch((error: unknown) => error);
    expect(failure).toEqual({ status: false, code: 'NOT_FOUND', message: 'Die Seite wurde nicht gefunden.' });
    expect(isNotFound(failure)).toBe(true);
  });

  it('rejects with Something went wrong when the server sends nothing readable or the network fails', async () => {
    answer(502, undefined);
    await expect(fetchLayout()).rejects.toBe('Something went wrong');
    globalThis.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(fetchLayout()).rejects.toBe('Something went wrong');
  });
});
