import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { mockApi, ok } from '@marktplatz/shared/testing';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';

describe('Area', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => {
    cleanup();
    api.restore();
  });

  it('shows the food search at its start page under its remote name, with the restaurants found', async () => {
    api = mockApi((call) => {
      if (call.url === 'getGastroTags') return ok(['Pizza']);
      if (call.url === 'food/providers') return ok([]);
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
});
