import { STORAGE_KEYS } from './auth/storage';
import { configure, resetConfig } from './config';
import { isGraphqlLoaded, resetApolloClient } from './graphql';
import { operationNameOf, requestGraphql } from './graphqlRequest';
import { notify } from './notify/toasts';
import { jsonResponse } from './test/jsonResponse';

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { operationName?: string; query: string; variables: Record<string, unknown> };
}

/** A fetch double for the Apollo Client's requests; returns what was sent. */
function answer(body: unknown, status = 200) {
  const sent: Sent[] = [];
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (input: unknown, init?: RequestInit) => {
    sent.push({ url: String(input), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
    return jsonResponse(body, status);
  });
  return sent;
}

const QUERY = 'query CookieBanner { cookieBanner { title } }';

/** The first request loads the Apollo part; a busy machine may take a while. */
const SLOW = 10_000;

afterEach(() => {
  resetConfig();
  resetApolloClient();
  delete (globalThis as { fetch?: unknown }).fetch;
  jest.restoreAllMocks();
});

describe('requestGraphql (deprecated): a text query through the page’s Apollo Client', () => {
  it(
    'loads Apollo and sends the query with its operation name and variables to the configured URL with the bearer token',
    async () => {
      const sent = answer({ data: { bankList: { __typename: 'BankPaginator', data: [] } } });
      configure({ GRAPHQL_URL: 'https://api.example.de/graphql' });
      window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
      const result = await requestGraphql<{ bankList: { data: unknown[] } }>(
        'query Banks($pincode: String) { bankList(pincode: $pincode) { data { bank_name } } }',
        { variables: { pincode: '10115' } },
      );
      expect(isGraphqlLoaded()).toBe(true);
      expect(result.data?.bankList.data).toEqual([]);
      expect(sent[0]!.url).toBe('https://api.example.de/graphql');
      expect(sent[0]!.headers.authorization).toBe('Bearer tok');
      expect(sent[0]!.body.operationName).toBe('Banks');
      expect(sent[0]!.body.variables).toEqual({ pincode: '10115' });
      expect(sent[0]!.body.query).toContain('bankList(pincode: $pincode)');
    },
    SLOW,
  );

  it('asks the server again for a repeated query (no cache, as before)', async () => {
    const sent = answer({ data: { cookieBanner: null } });
    await requestGraphql(QUERY);
    await requestGraphql(QUERY);
    expect(sent).toHaveLength(2);
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

  it('sends a mutation as a mutation', async () => {
    const sent = answer({ data: { save: true } });
    const result = await requestGraphql<{ save: boolean }>('mutation Save($a: Int) { save(a: $a) }', { variables: { a: 2 } });
    expect(result.data?.save).toBe(true);
    expect(sent[0]!.body.operationName).toBe('Save');
    expect(sent[0]!.body.query).toMatch(/^mutation Save/);
  });

  it('shows the session-expired toast and clears the session on TOKEN_EXPIRED', async () => {
    const failure = jest.spyOn(notify, 'error').mockReturnValue('t');
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    answer({ data: null, errors: [{ message: 'expired', extensions: { code: 'TOKEN_EXPIRED' } }] });
    const result = await requestGraphql(QUERY);
    expect(result.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
    expect(failure).toHaveBeenCalledWith('Your Session expired please login in again', { id: 'session-expired' });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('reads the operation name of a query or mutation', () => {
    expect(operationNameOf(QUERY)).toBe('CookieBanner');
    expect(operationNameOf('mutation Save($a: Int) { save(a: $a) }')).toBe('Save');
    expect(operationNameOf('{ cookieBanner { title } }')).toBeUndefined();
  });
});
