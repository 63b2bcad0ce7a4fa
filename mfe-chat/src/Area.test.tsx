import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';

describe('Area', () => {
  it('shows the preview of its own sections at its start page, under its remote name', () => {
    const { container } = render(
      <MemoryRouter initialEntries={[messages.home]}>
        <ThemeProvider>
          <Area />
        </ThemeProvider>
      </MemoryRouter>,
    );
    const home = messages.sections.find((section) => section.path === messages.home);
    expect(screen.getByRole('heading', { level: 1, name: home?.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: messages.sectionsHeading })).toBeInTheDocument();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });
});
