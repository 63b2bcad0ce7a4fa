import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { EditorCookies, EditorMenus } from '../api/types';

jest.setTimeout(30_000);

const EDITOR_ME = { ...ADMIN_ME, id: 7, name: 'Eva Editor', roles: ['editor' as const], credential_roles: ['editor' as const] };

const MENUS: EditorMenus = {
  header: [
    { label: 'Marktplatz', url: '/shop', is_active: true },
    { label: 'News', url: '/news', is_active: true },
  ],
  footer: [{ column: 'Rechtliches', label: 'Impressum', url: '/page/impressum', is_active: true }],
  legal: [],
  version: 3,
  saved_at: '2026-12-01T10:00:00.000Z',
  saved_by: 'Eva Editor',
};

const COOKIES: EditorCookies = {
  banner: {
    title: 'Cookies auf dem Marktplatz',
    content: 'Wir verwenden Cookies.',
    accept_all_text: 'Alle akzeptieren',
    accept_selected_text: 'Auswahl speichern',
    reject_text: 'Nur notwendige',
    settings_text: 'Einstellungen',
    privacy_url: '/page/datenschutz',
    imprint_url: '/page/impressum',
  },
  categories: [
    { key: 'necessary', name: 'Notwendig', description: 'Für den Betrieb.', is_required: true, contents: [] },
    {
      key: 'statistics',
      name: 'Statistik',
      description: 'Pseudonyme Auswertung.',
      is_required: false,
      contents: [{ name: '_pk_id', provider: 'Marktplatz', purpose: 'Unterscheidet Besuche.', duration: '13 Monate', storage: 'Cookie' }],
    },
  ],
  consent_version: 2,
  version: 0,
  saved_at: null,
  saved_by: null,
};

const MENU_VERSIONS = [
  { version: 3, saved_at: '2026-12-01T10:00:00.000Z', saved_by: 'Eva Editor' },
  { version: 2, saved_at: '2026-11-20T08:30:00.000Z', saved_by: 'Max Muster' },
];

const RESTORED_MENUS: EditorMenus = {
  ...MENUS,
  header: [{ label: 'Angebote', url: '/leads', is_active: true }],
  version: 4,
  saved_at: '2026-12-02T09:00:00.000Z',
};

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

function routes(answers: { menus?: (data: unknown) => ReturnType<typeof ok> | { status: number; data: unknown } } = {}) {
  return mockApi((call) => {
    if (call.url === 'admin/me') return ok(EDITOR_ME);
    if (call.url === 'admin/content/site/menus' && call.method === 'GET') return ok(MENUS);
    if (call.url === 'admin/content/site/menus' && call.method === 'PUT') return answers.menus?.(call.data) ?? ok(MENUS);
    if (call.url === 'admin/content/site/cookies' && call.method === 'GET') return ok(COOKIES);
    if (call.url === 'admin/content/site/cookies' && call.method === 'PUT') {
      const body = call.data as { ask_again: boolean };
      return ok({ ...COOKIES, version: 1, consent_version: body.ask_again ? 3 : 2 });
    }
    if (call.url === 'admin/content/pages') return ok([]);
    if (call.url === 'admin/content/site/menus/versions') return ok(MENU_VERSIONS);
    if (call.url === 'admin/content/site/cookies/versions') return ok([]);
    if (call.url === 'admin/content/site/menus/versions/2/restore' && call.method === 'POST') return ok(RESTORED_MENUS);
    return undefined;
  });
}

const saveCookies = async () => {
  const form = await screen.findByRole('form', { name: 'Cookie-Banner' });
  const title = await within(form).findByDisplayValue('Cookies auf dem Marktplatz');
  await userEvent.clear(title);
  await userEvent.type(title, 'Ihre Privatsphäre');
  expect(title).toHaveValue('Ihre Privatsphäre');
  await userEvent.click(within(form).getByRole('button', { name: 'Cookie-Texte speichern' }));
  return screen.findByRole('alertdialog', { name: 'Müssen Besucher erneut gefragt werden?' });
};

describe('Navigation & Rechtstexte', () => {
  it('asks „Müssen Besucher erneut gefragt werden?“ on saving the cookie texts; yes raises the consent version', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/navigation');
    const dialog = await saveCookies();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, erneut fragen' }));
    await waitFor(() => expect(screen.getByTestId('consent-version')).toHaveTextContent('Version der Einwilligung: 3'));
    const put = api.calls.find((call) => call.method === 'PUT' && call.url === 'admin/content/site/cookies');
    expect(put?.data).toEqual(
      expect.objectContaining({ ask_again: true, based_on_version: 0, banner: expect.objectContaining({ title: 'Ihre Privatsphäre' }) }),
    );
  });

  it('keeps the consent version for a correction („Nein, nur Korrektur“) and saves nothing when cancelled', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/navigation');
    await userEvent.click(within(await saveCookies()).getByRole('button', { name: 'Abbrechen' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie-Texte speichern' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nein, nur Korrektur' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual(expect.objectContaining({ ask_again: false }));
    expect(screen.getByTestId('consent-version')).toHaveTextContent('Version der Einwilligung: 2');
  });

  it('moves a menu entry with the keyboard buttons and saves the new order on the loaded version', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/navigation');
    await userEvent.click(await screen.findByRole('button', { name: '„Marktplatz“ nach unten' }));
    expect(screen.getByText('„Marktplatz“ steht jetzt an Position 2.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menüs speichern' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = api.calls.find((call) => call.method === 'PUT')?.data as { header: Array<{ label: string }>; based_on_version: number };
    expect(body.header.map((entry) => entry.label)).toEqual(['News', 'Marktplatz']);
    expect(body.based_on_version).toBe(3);
  });

  it('shows the server’s German message at the address it refused, and keeps the input', async () => {
    const refused =
      'Bitte geben Sie eine Adresse auf dem Marktplatz (beginnt mit „/“) oder eine sichere Web-Adresse (beginnt mit „https://“) an.';
    api = routes({
      menus: () => ({ status: 422, data: { status: false, message: refused, errors: { 'header.0.url': [refused] } } }),
    });
    signInStaff();
    renderAt(<Area />, '/admin/navigation');
    const list = await screen.findByTestId('menu-header');
    const address = await within(list).findByDisplayValue('/shop');
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Menüs speichern' }));
    expect(await within(list).findByText(refused)).toBeInTheDocument();
    expect(address).toHaveValue('javascript:alert(1)');
  });

  it('moves a menu entry by drag and drop with the keyboard on its handle and saves the new order without the row keys', async () => {
    // jsdom lays nothing out: each row gets the place of its index (60 px apart), as the browser would give it.
    const rect = (top: number) =>
      ({ top, bottom: top + 50, left: 0, right: 300, width: 300, height: 50, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('[data-sortable-id]');
      return row?.parentElement ? rect(Array.from(row.parentElement.children).indexOf(row) * 60) : rect(0);
    });
    const press = async (element: Element, code: string) => {
      await act(async () => {
        fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    try {
      api = routes();
      signInStaff();
      renderAt(<Area />, '/admin/navigation');
      const handle = await screen.findByRole('button', { name: '„Marktplatz“ verschieben' });
      handle.focus();
      await press(handle, 'Space');
      await press(handle, 'ArrowDown');
      await press(handle, 'Space');
      expect(screen.getByText('„Marktplatz“ abgelegt auf Position 2 von 2.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Menüs speichern' }));
      await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
      const body = api.calls.find((call) => call.method === 'PUT')?.data as { header: Array<Record<string, unknown>> };
      expect(body.header).toEqual([
        { label: 'News', url: '/news', is_active: true },
        { label: 'Marktplatz', url: '/shop', is_active: true },
      ]);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('lists the menu versions with who and when and restores one after a confirmation, on the loaded version', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/navigation');
    const versions = await screen.findByTestId('site-menus-versions');
    expect(await within(versions).findByText('20.11.2026, 09:30 Uhr von Max Muster')).toBeInTheDocument();
    expect(within(versions).getByText('Version 3 (aktuell)')).toBeInTheDocument();
    expect(within(versions).queryByRole('button', { name: 'Version 3 wiederherstellen' })).not.toBeInTheDocument();

    await userEvent.click(within(versions).getByRole('button', { name: 'Version 2 wiederherstellen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Version 2 wiederherstellen?' });
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const restore = api.calls.find((call) => call.method === 'POST' && call.url === 'admin/content/site/menus/versions/2/restore');
    expect(restore?.data).toEqual({ based_on_version: 3 });
    expect(await within(await screen.findByTestId('menu-header')).findByDisplayValue('Angebote')).toBeInTheDocument();
  });

  it('waits for a save before a restore: with unsaved changes „Wiederherstellen“ is off and the editor says why', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/navigation');
    const versions = await screen.findByTestId('site-menus-versions');
    const restore = await within(versions).findByRole('button', { name: 'Version 2 wiederherstellen' });
    expect(restore).toBeEnabled();
    const address = await within(await screen.findByTestId('menu-header')).findByDisplayValue('/shop');
    await userEvent.type(address, '/neu');
    expect(restore).toBeDisabled();
    expect(within(versions).getByText(/Speichern oder verwerfen Sie Ihre Änderungen/)).toBeInTheDocument();
  });
});
