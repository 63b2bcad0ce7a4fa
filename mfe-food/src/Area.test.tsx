import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { authStore, ThemeProvider } from '@marktplatz/shared';
import { mockApi, ok, signIn } from '@marktplatz/shared/testing';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';

describe('Area', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
    authStore.reset();
  });

  it('shows the food search at its start page under its remote name, with the restaurants found', async () => {
    api = mockApi((call) => {
      if (call.url === 'getGastroTags') return ok(['Pizza']);
      if (call.url === 'provider_search') return ok([], { meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 } });
      return undefined;
    });
    const { container } = render(
      <MemoryRouter initialEntries={[messages.home]}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Essen bestellen' })).toBeInTheDocument();
    expect(await screen.findByText('Kein Restaurant passt zu Ihrer Suche.')).toBeInTheDocument();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });

  it('shows a customer on the provider’s board the German note and the way back to the search', async () => {
    api = mockApi(() => undefined);
    signIn('User');
    render(
      <MemoryRouter initialEntries={['/food/board']}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Nur für Gastronomiebetriebe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Essenssuche' })).toHaveAttribute('href', '/food-provider-search');
  });
});
