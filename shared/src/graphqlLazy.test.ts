/**
 * The Apollo part of the library is behind a lazy boundary: importing the library evaluates neither
 * `@apollo/client` nor `graphql`; the first `loadGraphql()` does, and then the synchronous names work.
 */
const mockEvaluated: string[] = [];

jest.mock('@apollo/client', () => {
  mockEvaluated.push('@apollo/client');
  return jest.requireActual('@apollo/client');
});
jest.mock('graphql', () => {
  mockEvaluated.push('graphql');
  return jest.requireActual('graphql');
});

type SharedIndex = typeof import('./index');
type ApolloModule = typeof import('@apollo/client');

describe('lazy GraphQL part', () => {
  let shared: SharedIndex;

  beforeAll(() => {
    shared = jest.requireActual<SharedIndex>('./index');
  });

  afterAll(() => {
    shared.resetApolloClient();
  });

  it('importing the library loads neither @apollo/client nor graphql', () => {
    expect(shared.SHARED_VERSION).toBe('1.19.0');
    expect(mockEvaluated).toEqual([]);
    expect(shared.isGraphqlLoaded()).toBe(false);
  });

  it('the synchronous client names refuse to work before the Apollo part is loaded, with a German hint', () => {
    expect(() => shared.getApolloClient()).toThrow(/noch nicht geladen/);
    expect(() => shared.apolloClient.cache).toThrow(/noch nicht geladen/);
    expect(shared.hasSessionError(new Error('x'))).toBe(false);
  });

  it('loadApolloClient loads the Apollo part once and returns the page client, an instance of the one ApolloClient', async () => {
    const [first, second] = await Promise.all([shared.loadApolloClient(), shared.loadApolloClient()]);
    expect(first).toBe(second);
    expect(mockEvaluated).toContain('@apollo/client');
    expect(shared.isGraphqlLoaded()).toBe(true);
    const { ApolloClient } = jest.requireMock<ApolloModule>('@apollo/client');
    expect(first).toBeInstanceOf(ApolloClient);
    expect(shared.getApolloClient()).toBe(first);
    expect(shared.apolloClient).toBeInstanceOf(ApolloClient);
    expect(shared.apolloClient.cache).toBe(first.cache);
  });
});
