import { STORAGE_KEYS } from './auth/storage';
import { configure, resetConfig } from './config';
import { operationNameOf, requestGraphql } from './graphqlRequest';
import { notify } from './notify/toasts';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { operationName?: string; query: string; variables: Record<string, unknown> };
}

function answer(body: unknown, status = 200) {
  const sent: Sent[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    sent.push({ url: String(input), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
    return { ok: status < 300, status, text: async () => JSON.stringify(body) };
  });
  return sent;
}

const QUERY = 'query CookieBanner { cookieBanner { title } }';

afterEach(() => {
  resetConfig();
  delete (globalThis as { fetch?: unknown }).fetch;
  jest.restoreAllMocks();
});

describe('requestGraphql', () => {
  it('posts the query with its operation name and variables to the configured GraphQL URL with the bearer token', async () => {
    const sent = answer({ data: { cookieBanner: { title: 'Cookies' } } });
    configure({ GRAPHQL_URL: 'https://api.example.de/graphql' });
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const result = await requestGraphql<{ cookieBanner: { title: string } }>(QUERY, { variables: { a: 1 } });
    expect(result.data?.cookieBanner.title).toBe('Cookies');
    expect(sent[0]!.url).toBe('https://api.example.de/graphql');
    expect(sent[0]!.headers.authorization).toBe('Bearer tok');
    expect(sent[0]!.body).toEqual({ operationName: 'CookieBanner', query: QUERY, variables: { a: 1 } });
  });

  it('sends no authorization header without a session', async () => {
    const sent = answer({ data: { cookieBanner: null } });
    await requestGraphql(QUERY);
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('keeps partial data together with the errors', async () => {
    answer({ data: { cookieBanner: null }, errors: [{ message: 'nicht gefunden' }] });
    const result = await requestGraphql(QUERY);
    expect(result.data).toEqual({ cookieBanner: null });
    expect(result.errors?.[0]?.message).toBe('nicht gefunden');
  });

  it('rejects when the server answers with a failure status and no data', async () => {
    answer({ message: 'kaputt' }, 500);
    await expect(requestGraphql(QUERY)).rejects.toThrow('GraphQL-Anfrage fehlgeschlagen (500).');
  });

  it('shows the session-expired toast and clears the session on TOKEN_EXPIRED', async () => {
    const failure = jest.spyOn(notify, 'error').mockReturnValue('t');
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    answer({ data: null, errors: [{ message: 'expired', extensions: { code: 'TOKEN_EXPIRED' } }] });
    await requestGraphql(QUERY);
    expect(failure).toHaveBeenCalledWith('Your Session expired please login in again', { id: 'session-expired' });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('reads the operation name of a query or mutation', () => {
    expect(operationNameOf(QUERY)).toBe('CookieBanner');
    expect(operationNameOf('mutation Save($a: Int) { save(a: $a) }')).toBe('Save');
    expect(operationNameOf('{ cookieBanner { title } }')).toBeUndefined();
  });
});
