import { configure, resetConfig } from '@marktplatz/shared';
import { fetchGuestPageBanners } from './guestPageBanners';

const banner = (id: string, position: number) => ({
  id,
  page: 'LOGIN',
  title: `Banner ${id}`,
  subtitle: null,
  image: null,
  image_mobile: null,
  alt_text: null,
  button_text: null,
  button_url: null,
  position,
});

interface Sent {
  url: string;
  init: RequestInit;
}

/** `fetch` answering every request with `status` and `body` (or failing with `reason`); the requests noted. */
function answer(status: number, body: unknown, reason?: unknown): Sent[] {
  const sent: Sent[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    if (reason !== undefined) throw reason;
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  });
  return sent;
}

describe('the banners of a page as a guest gets them (the server render’s loaders)', () => {
  beforeEach(() => configure({ GRAPHQL_URL: 'http://api.example/graphql' }));
  afterEach(() => {
    resetConfig();
    delete (globalThis as { fetch?: unknown }).fetch;
    window.localStorage.clear();
  });

  it('posts the page’s banner query to the GraphQL URL without a session and sorts the banners by position', async () => {
    window.localStorage.setItem('accessToken', 'geheim');
    const sent = answer(200, { data: { pageBanners: { data: [banner('b', 2), banner('a', 1)] } } });
    const signal = new AbortController().signal;
    await expect(fetchGuestPageBanners('LOGIN', signal)).resolves.toMatchObject([{ id: 'a' }, { id: 'b' }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('http://api.example/graphql');
    expect(sent[0]?.init.signal).toBe(signal);
    expect(sent[0]?.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({ operationName: 'PageBanners', variables: { page: 'LOGIN' } });
  });

  it('answers an empty list when the call fails, is refused or answers with an error', async () => {
    answer(500, { message: 'kaputt' });
    await expect(fetchGuestPageBanners('REGISTRATION')).resolves.toEqual([]);
    answer(200, { data: null, errors: [{ message: 'kaputt' }] });
    await expect(fetchGuestPageBanners('REGISTRATION')).resolves.toEqual([]);
    answer(200, { data: { pageBanners: null } });
    await expect(fetchGuestPageBanners('REGISTRATION')).resolves.toEqual([]);
    answer(200, null);
    await expect(fetchGuestPageBanners('REGISTRATION')).resolves.toEqual([]);
    answer(0, null, new TypeError('fetch failed'));
    await expect(fetchGuestPageBanners('REGISTRATION')).resolves.toEqual([]);
  });
});
