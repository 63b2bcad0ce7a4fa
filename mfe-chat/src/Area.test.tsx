import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';

describe('Area', () => {
  it('answers an unknown chat path with the area’s not-found page under its remote name', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/chat/unbekannt/weiter']}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeInTheDocument();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });
});
