import { gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from './auth/storage';
import { configure, resetConfig } from './config';
import { apolloClient, getApolloClient, loadGraphql, resetApolloClient } from './graphql';
import { notify } from './notify/toasts';
import { jsonResponse } from './test/jsonResponse';

const QUERY = gql`
  query CookieBanner {
    cookieBanner {
      title
    }
  }
`;

interface Call {
  url: string;
  headers: Record<string, string>;
}

function fakeFetch(body: unknown, status = 200) {
  const calls: Call[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return jsonResponse(body, status);
  });
  (globalThis as { fetch?: typeof fetch }).fetch = fn as unknown as typeof fetch;
  return calls;
}

beforeAll(async () => {
  await loadGraphql();
});

afterEach(() => {
  resetApolloClient();
  resetConfig();
  delete (globalThis as { fetch?: typeof fetch }).fetch;
  jest.restoreAllMocks();
});

describe('graphql', () => {
  it('creates the Apollo Client once per page and reuses it', () => {
    const first = getApolloClient();
    expect(getApolloClient()).toBe(first);
    expect(apolloClient.cache).toBe(first.cache);
  });

  it('creates no client until it is used', () => {
    const key = Symbol.for('marktplatz.shared.apolloClient');
    expect((globalThis as Record<symbol, unknown>)[key]).toBeUndefined();
    getApolloClient();
    expect((globalThis as Record<symbol, unknown>)[key]).toBeDefined();
  });

  it('queries the configured GraphQL URL with the bearer token', async () => {
    const calls = fakeFetch({ data: { cookieBanner: { __typename: 'CookieBanner', title: 'Cookies' } } });
    configure({ GRAPHQL_URL: 'https://api.example.de/graphql' });
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    const result = await apolloClient.query<{ cookieBanner: { title: string } }>({ query: QUERY });
    expect(result.data?.cookieBanner.title).toBe('Cookies');
    expect(calls[0]!.url).toBe('https://api.example.de/graphql');
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('shows the session-expired toast on a GraphQL error with extensions.code TOKEN_INVALID', async () => {
    const failure = jest.spyOn(notify, 'error').mockReturnValue('t');
    fakeFetch({ data: null, errors: [{ message: 'invalid token', extensions: { code: 'TOKEN_INVALID' } }] });
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'tok');
    await expect(getApolloClient().query({ query: QUERY })).rejects.toBeDefined();
    expect(failure).toHaveBeenCalledWith('Your Session expired please login in again', { id: 'session-expired' });
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('shows the session-expired toast when a 401 answer carries TOKEN_EXPIRED', async () => {
    const failure = jest.spyOn(notify, 'error').mockReturnValue('t');
    fakeFetch({ errors: [{ message: 'expired', extensions: { code: 'TOKEN_EXPIRED' } }] }, 401);
    await expect(getApolloClient().query({ query: QUERY })).rejects.toBeDefined();
    expect(failure).toHaveBeenCalledWith('Your Session expired please login in again', { id: 'session-expired' });
  });

  it('works as the client of ApolloProvider and useQuery', async () => {
    fakeFetch({ data: { cookieBanner: { __typename: 'CookieBanner', title: 'Wir verwenden Cookies' } } });
    function Banner() {
      const { data, loading } = useQuery<{ cookieBanner: { title: string } }>(QUERY);
      return <p>{loading ? 'lädt' : data?.cookieBanner.title}</p>;
    }
    render(
      <ApolloProvider client={apolloClient}>
        <Banner />
      </ApolloProvider>,
    );
    expect(await screen.findByText('Wir verwenden Cookies')).toBeInTheDocument();
  });

  it('shows no session toast for other GraphQL errors', async () => {
    const failure = jest.spyOn(notify, 'error').mockReturnValue('t');
    fakeFetch({ data: null, errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] });
    await expect(getApolloClient().query({ query: QUERY })).rejects.toBeDefined();
    expect(failure).not.toHaveBeenCalled();
  });
});
