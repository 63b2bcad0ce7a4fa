import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { ShellRoutes } from './App';
import { loadExposed } from './federation/remotes';

jest.mock('./federation/remotes', () => {
  const actual = jest.requireActual('./federation/remotes');
  return { ...actual, loadExposed: jest.fn() };
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <ShellRoutes />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('ShellRoutes', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the German 404 page with its title for an address nobody owns', async () => {
    renderAt('/gibt-es-nicht');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden – Marktplatz'));
    expect(loadExposed).not.toHaveBeenCalled();
  });

  it('renders the landing page at / with teasers into the areas', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alles aus Ihrer Region');
    expect(screen.getByRole('link', { name: /Immobilien/ })).toHaveAttribute('href', '/properties');
  });

  it('renders a legal content page by slug', () => {
    renderAt('/page/impressum');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
  });

  it('hands an area URL to the owning remote', async () => {
    jest.mocked(loadExposed).mockResolvedValue({ default: () => <p>Bestellbereich</p> });
    renderAt('/orders/provider/refunds');
    expect(await screen.findByText('Bestellbereich')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledWith('mfe_orders', 'Area');
  });
});
