import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '../auth/storage';
import { authStore } from '../auth/store';
import { http } from '../http';
import { inOneHour, makeToken, mockAdapter } from '../test/axiosMock';
import type { FetchState } from '../hooks/useFetch';
import { renderWithTheme } from '../test/render';
import { Badge, LoadState, OrderLines, ProgressBar, RequireAuth, SideNavLayout, ToolbarField, TraderInfo } from './index';

afterEach(() => {
  window.localStorage.clear();
  authStore.reset();
  document.title = '';
});

function fetchState<T>(partial: Partial<FetchState<T>>): FetchState<T> {
  return { data: undefined, loading: false, error: undefined, reload: jest.fn(), ...partial };
}

describe('LoadState', () => {
  const view = (list: string[]) => (
    <ul>
      {list.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </ul>
  );

  it('shows a spinner during the first load, or the given skeleton', () => {
    const { rerender } = renderWithTheme(<LoadState state={fetchState<string[]>({ loading: true })}>{view}</LoadState>);
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    rerender(
      <LoadState state={fetchState<string[]>({ loading: true })} skeleton={<p>Platzhalter</p>}>
        {view}
      </LoadState>,
    );
    expect(screen.getByText('Platzhalter')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the data on screen while it loads again', () => {
    renderWithTheme(<LoadState state={fetchState({ data: ['Lampe'], loading: true })}>{view}</LoadState>);
    expect(screen.getByText('Lampe')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error with „Erneut versuchen“, which reloads', () => {
    const state = fetchState<string[]>({ error: { status: false, message: 'Die Bestellungen sind nicht erreichbar.' } });
    renderWithTheme(<LoadState state={state}>{view}</LoadState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Die Bestellungen sind nicht erreichbar.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(state.reload).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for empty data, the given one or „Keine Einträge vorhanden“', () => {
    const empty = fetchState<string[]>({ data: [] });
    const { rerender } = renderWithTheme(
      <LoadState state={empty} isEmpty={(list) => list.length === 0}>
        {view}
      </LoadState>,
    );
    expect(screen.getByText('Keine Einträge vorhanden')).toBeInTheDocument();
    rerender(
      <LoadState state={empty} isEmpty={(list) => list.length === 0} empty={<p>Noch keine Bestellungen</p>}>
        {view}
      </LoadState>,
    );
    expect(screen.getByText('Noch keine Bestellungen')).toBeInTheDocument();
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function guarded(element: React.ReactNode, at = '/orders/provider?seite=2') {
  return renderWithTheme(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/login" element={<Where />} />
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(role: 'Customer' | 'Business') {
  act(() => {
    authStore.login({ token: 'x.y.z', role, user_id: 7, first_name: 'Erika' });
  });
}

describe('RequireAuth', () => {
  it('shows a spinner while a stored session is checked, then sends a guest to the login page with the page as redirect', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, makeToken(inOneHour()));
    window.localStorage.setItem(STORAGE_KEYS.role, 'Customer');
    const mock = mockAdapter(http, () => ({ status: 401, data: { message: 'Unauthenticated.' } }));
    const first = guarded(<RequireAuth>Geheim</RequireAuth>);
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
    first.unmount();
    await act(async () => {
      await authStore.initialise();
    });
    mock.restore();
    guarded(<RequireAuth>Geheim</RequireAuth>);
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=%2Forders%2Fprovider%3Fseite%3D2');
    expect(screen.queryByText('Geheim')).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page at once (no spinner)', async () => {
    guarded(<RequireAuth>Geheim</RequireAuth>);
    expect(screen.queryByRole('status', { name: 'Wird geladen' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?redirect=%2Forders%2Fprovider%3Fseite%3D2');
  });

  it('shows the page to a signed-in user', () => {
    signIn('Customer');
    guarded(<RequireAuth>Geheim</RequireAuth>);
    expect(screen.getByText('Geheim')).toBeInTheDocument();
  });

  it('refuses a user of the other role with a German note, default or given', () => {
    signIn('Customer');
    const { unmount } = guarded(<RequireAuth role="Company">Geheim</RequireAuth>);
    expect(screen.getByRole('heading', { level: 1, name: 'Nur für Anbieter' })).toBeInTheDocument();
    expect(screen.queryByText('Geheim')).not.toBeInTheDocument();
    unmount();
    guarded(
      <RequireAuth
        role="Company"
        refusal={{ title: 'Nur für Händler', text: 'Bitte mit dem Händlerkonto anmelden.', action: <a href="/shop">Zum Marktplatz</a> }}
      >
        Geheim
      </RequireAuth>,
    );
    expect(screen.getByText('Bitte mit dem Händlerkonto anmelden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Marktplatz' })).toBeInTheDocument();
  });

  it('shows the page to the role it is for', () => {
    signIn('Business');
    guarded(<RequireAuth role="Company">Geheim</RequireAuth>);
    expect(screen.getByText('Geheim')).toBeInTheDocument();
  });
});

describe('SideNavLayout', () => {
  const links = [
    { to: '/account', label: 'Übersicht' },
    { to: '/account/profile', label: 'Profil' },
    { to: '/account/bundles', label: 'Bundles', end: false, badge: <Badge $tone="primary">3</Badge> },
  ];

  function layout(at: string) {
    return renderWithTheme(
      <MemoryRouter initialEntries={[at]}>
        <SideNavLayout title="Profil" navLabel="Mein Konto" links={links} navEnd={<button type="button">Abmelden</button>}>
          <p>Inhalt</p>
        </SideNavLayout>
      </MemoryRouter>,
    );
  }

  it('shows the heading, the named navigation with the current page marked, and sets the document title', () => {
    layout('/account/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mein Konto' });
    expect(nav).toContainElement(screen.getByRole('button', { name: 'Abmelden' }));
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    expect(document.title).toBe('Profil – Marktplatz');
  });

  it('marks a link with end: false also on the pages below it, and shows its badge', () => {
    layout('/account/bundles/12');
    expect(screen.getByRole('link', { name: 'Bundles 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('with the phone menu, a button named by the navigation and the current page opens the list, and a choice closes it', () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/account/profile']}>
        <SideNavLayout title="Profil" navLabel="Mein Konto" links={links} phoneMenu>
          <p>Inhalt</p>
        </SideNavLayout>
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: 'Mein Konto: Profil' });
    const nav = screen.getByRole('navigation', { name: 'Mein Konto' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-menu', 'closed');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'Übersicht' }),
    );
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-menu', 'open');
    fireEvent.click(screen.getByRole('link', { name: 'Übersicht' }));
    expect(screen.getByRole('button', { name: 'Mein Konto: Übersicht' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('primitives', () => {
  it('ProgressBar is a labelled <progress> within 0–100 with the percentage', () => {
    renderWithTheme(<ProgressBar value={140.2} label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('value', '100');
    expect(screen.getByText('100 %')).toBeInTheDocument();
  });

  it('ToolbarField labels its control', () => {
    renderWithTheme(
      <ToolbarField id="suche" label="Suche">
        <input id="suche" />
      </ToolbarField>,
    );
    expect(screen.getByRole('textbox', { name: 'Suche' })).toBeInTheDocument();
  });
});

describe('OrderLines', () => {
  it('names each line with pieces, product and variant and ends it with the amount in euros (de-DE)', () => {
    renderWithTheme(
      <OrderLines
        label="Artikel bei Töpferei Ton"
        items={[
          { id: 1, qty: 2, product_name: 'Kaffeebecher', variant_label: 'blau', line_total_cents: 123450 },
          { id: 2, qty: 1, product_name: 'Teller', variant_label: '', line_total_cents: 900 },
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Artikel bei Töpferei Ton' })).toBeInTheDocument();
    expect(lines[0]).toHaveTextContent(/^2 × Kaffeebecher \(blau\)1\.234,50\s€$/);
    expect(lines[1]).toHaveTextContent(/^1 × Teller9,00\s€$/);
  });
});

describe('TraderInfo', () => {
  it('shows "Angaben zum Anbieter" with name and legal form, address, phone, e-mail, register and self-certification', () => {
    renderWithTheme(
      <TraderInfo
        trader={{
          name: 'Neumann Werkstatt',
          legal_form: 'GmbH',
          legal_representative: 'Jana Neumann',
          street: 'Torstraße 12',
          zip_code: '10119',
          city: 'Berlin',
          country: 'Deutschland',
          phone: '+49 30 5556677',
          email: 'kontakt@neumann.example',
          register_court: 'Amtsgericht Charlottenburg',
          register_number: 'HRB 234567 B',
          vat_id: 'DE811907980',
          self_certified: true,
          self_certification_text: 'Der Anbieter hat sich verpflichtet, nur rechtskonforme Produkte anzubieten.',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Angaben zum Anbieter' });
    expect(section).toHaveTextContent('Neumann Werkstatt (GmbH)');
    expect(section).toHaveTextContent('Torstraße 12, 10119 Berlin, Deutschland');
    expect(section).toHaveTextContent('Amtsgericht Charlottenburg, HRB 234567 B');
    expect(screen.getByRole('link', { name: 'kontakt@neumann.example' })).toHaveAttribute('href', 'mailto:kontakt@neumann.example');
    expect(screen.getByRole('link', { name: '+49 30 5556677' })).toHaveAttribute('href', 'tel:+49305556677');
    expect(section).toHaveTextContent('nur rechtskonforme Produkte');
  });
});
