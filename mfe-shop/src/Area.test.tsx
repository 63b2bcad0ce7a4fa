import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { messages } from './messages';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Area />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('Area', () => {
  it('renders the section list of the area at its start page, linking every section without parameters', () => {
    const { container } = renderAt(messages.home);
    const home = messages.sections.find((section) => section.path === messages.home);
    expect(screen.getByRole('heading', { level: 1, name: home?.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: messages.sectionsHeading })).toBeInTheDocument();
    for (const section of messages.sections.filter((entry) => !entry.path.includes(':'))) {
      expect(screen.getByRole('link', { name: section.title })).toHaveAttribute('href', section.path);
    }
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });

  it('shows a German not-found page inside the area for an unknown sub-route', () => {
    renderAt(`${messages.prefix}/gibt/es/nicht`);
    expect(screen.getByRole('heading', { level: 1, name: messages.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.notFoundLink })).toHaveAttribute('href', messages.home);
  });
});
