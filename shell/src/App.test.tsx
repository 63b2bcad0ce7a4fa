import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { ShellRoutes } from './App';
import { loadExposed } from './federation/remotes';

jest.mock('./features/editorial/api/fetchHomepage', () => ({ fetchHomepage: jest.fn().mockRejectedValue(new Error('offline')) }));
jest.mock('./features/editorial/api/fetchPage', () => {
  return {
    fetchPage: jest.fn().mockResolvedValue({
      slug: 'impressum',
      title: 'Impressum',
      subtitle: null,
      content: '## Angaben gemäß § 5 DDG',
      is_template: true,
      meta_title: 'Impressum | Marktplatz',
      meta_description: 'Anbieterkennzeichnung',
      updated_at: '2026-11-20T10:00:00Z',
      withdrawal_form: null,
    }),
  };
});

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

  it('renders the landing page at / with its hero even when the landing data cannot be loaded', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ihr Marktplatz für die Region');
    expect(screen.getByRole('link', { name: 'Anbieter werden' })).toHaveAttribute('href', '/become-a-provider');
  });

  it('renders a legal content page by slug', async () => {
    renderAt('/page/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
  });

  it('hands an area URL to the owning remote', async () => {
    jest.mocked(loadExposed).mockResolvedValue({ default: () => <p>Bestellbereich</p> });
    renderAt('/orders/provider/refunds');
    expect(await screen.findByText('Bestellbereich')).toBeInTheDocument();
    expect(loadExposed).toHaveBeenCalledWith('mfe_orders', 'Area');
  });
});
