import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';
import { mockApi } from '@marktplatz/shared/testing';

describe('Area', () => {
  it('renders its routes under its remote name and shows a German not-found page for unknown shop paths', async () => {
    const api = mockApi(() => undefined);
    const { container } = render(
      <MemoryRouter initialEntries={['/shop/gibt-es-nicht']}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeInTheDocument();
    api.restore();
  });
});
