import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { EDITOR_ME, LIST } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

function routes(me: typeof EDITOR_ME | typeof ADMIN_ME = EDITOR_ME) {
  return mockApi((call) => {
    if (call.url === 'admin/me') return ok(me);
    if (call.url === 'admin/dashboard') return ok({ tiles: [] });
    if (call.url === 'admin/content/pages') return ok(LIST);
    if (call.url === 'admin/content/posts') return ok([]);
    return undefined;
  });
}

describe('content list', () => {
  it('shows each page with its status: Entwurf, geplant für the Berlin time, veröffentlicht', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/inhalte');
    const table = await screen.findByRole('table', { name: 'Seiten' });
    expect(within(table).getByText('Über uns').closest('tr')).toHaveTextContent('Entwurf');
    expect(within(table).getByText('Winteraktion').closest('tr')).toHaveTextContent('geplant für 15.01.2027, 10:00 Uhr');
    expect(within(table).getByText('Impressum').closest('tr')).toHaveTextContent('veröffentlicht');
    expect(within(table).getByText('Impressum').closest('tr')).toHaveTextContent('noch nicht bearbeitet');
    expect(screen.getByRole('link', { name: 'Neue Seite anlegen' })).toHaveAttribute('href', '/admin/inhalte/seiten/neu');
  });

  it('switches to the news, searches with q and shows the empty state with „Neuen Beitrag anlegen“', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/inhalte');
    await screen.findByRole('table', { name: 'Seiten' });
    await userEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(await screen.findByText('Noch keine News-Beiträge.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Suche'), 'sommer');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(await screen.findByText('Nichts gefunden. Bitte ändern Sie die Suche.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === 'admin/content/posts').at(-1)?.params).toEqual({ q: 'sommer' });
    expect(screen.getAllByRole('link', { name: 'Neuen Beitrag anlegen' })[0]).toHaveAttribute('href', '/admin/inhalte/news/neu');
  });

  it('gives an editor-only member „Inhalte“ in the navigation and on the start page', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin');
    const start = await screen.findByTestId('admin-start');
    expect(within(start).getByRole('link', { name: 'Inhalte' })).toHaveAttribute('href', '/admin/inhalte');
    expect(screen.getByRole('navigation', { name: 'Backoffice' })).toHaveTextContent('Inhalte');
  });

  it('is the ordinary 404 for a member without the editor role', async () => {
    api = routes({ ...ADMIN_ME, roles: ['finance'], credential_roles: ['finance'] } as typeof ADMIN_ME);
    signInStaff();
    renderAt(<Area />, '/admin/inhalte');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url.startsWith('admin/content'))).toBe(false);
  });
});
