import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';

describe('Area', () => {
  it('tells a customer at its start page, under its remote name, that the page is being built — in customer words, without a site map', () => {
    const { container } = render(
      <MemoryRouter initialEntries={[messages.home]}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    const home = messages.sections.find((section) => section.path === messages.home);
    expect(screen.getByRole('heading', { level: 1, name: home?.title })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(messages.preview);
    expect(screen.queryByText(/Abschnitte|Lead-Routen|Calls to Action|erreichbar|Vorschau/)).toBeNull();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });
});
