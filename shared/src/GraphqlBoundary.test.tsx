import { render, screen } from '@testing-library/react';
import { GraphqlBoundary } from './GraphqlBoundary';
import { getApolloClient, isGraphqlLoaded, resetApolloClient } from './graphql';

function UsesClient() {
  const client = getApolloClient();
  return <p>{client.cache ? 'Client bereit' : 'kein Cache'}</p>;
}

afterAll(() => resetApolloClient());

describe('GraphqlBoundary', () => {
  // The first load of the Apollo part may take seconds on a busy machine.
  it('shows the fallback until the Apollo part is loaded, then children that use the client synchronously', async () => {
    expect(isGraphqlLoaded()).toBe(false);
    render(
      <GraphqlBoundary fallback={<p>Lädt …</p>}>
        <UsesClient />
      </GraphqlBoundary>,
    );
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    expect(await screen.findByText('Client bereit', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Lädt …')).not.toBeInTheDocument();
  }, 15_000);

  it('renders children at once when the Apollo part is already loaded', () => {
    render(
      <GraphqlBoundary fallback={<p>Lädt …</p>}>
        <UsesClient />
      </GraphqlBoundary>,
    );
    expect(screen.getByText('Client bereit')).toBeInTheDocument();
  });
});
