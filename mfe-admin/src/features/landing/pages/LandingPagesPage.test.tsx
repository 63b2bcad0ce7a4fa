import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { LandingList, LandingPages, LandingSections } from '../api/types';

jest.setTimeout(30_000);

/** The home page's tile list as the overview names it. */
const AREAS_LIST: LandingPages[number]['lists'][number] = {
  page: 'home',
  key: 'areas',
  kind: 'tile',
  title: 'Kacheln „Bereiche“',
  hint: 'Die Kacheln.',
  fields: ['title', 'text', 'image', 'link'],
};

const PAGES: LandingPages = [
  { page: 'home', title: 'Startseite', url: '/', lists: [AREAS_LIST] },
  { page: 'marketplace', title: 'Marktplatz-Startseite', url: '/shop', lists: [] },
];

const tile = (id: number, title: string, link: string) => ({
  id,
  title,
  text: `${title} – Text`,
  image: null,
  image_alt: null,
  link_text: null,
  link,
  active: true,
});

const AREAS: LandingList = {
  ...AREAS_LIST,
  page_url: '/',
  version: 3,
  saved_at: '2026-12-06T10:00:00.000Z',
  saved_by: 'Erika Redakteurin',
  items: [tile(1, 'Marktplatz', '/shop'), tile(2, 'Anfragen & Angebote', '/leads')],
};

const SECTIONS: LandingSections = {
  page: 'home',
  page_url: '/',
  version: 0,
  saved_at: null,
  saved_by: null,
  sections: [
    { key: 'areas', title: 'Kacheln „Bereiche“' },
    { key: 'providers', title: 'Neue Anbieter' },
    { key: 'news', title: 'News' },
  ],
};

const VERSIONS = [3, 2, 1].map((version) => ({
  version,
  entity_type: 'landing' as const,
  entity_id: 2,
  saved_at: '2026-12-06T10:00:00.000Z',
  saved_by: 'Erika Redakteurin',
}));

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
  jest.restoreAllMocks();
});

function routes() {
  return mockApi((call) => {
    if (call.url === 'admin/me') return ok(ADMIN_ME);
    if (call.url === 'admin/content/landing') return ok(PAGES);
    if (call.url === 'admin/content/landing/home/areas' && call.method === 'GET') return ok(AREAS);
    if (call.url === 'admin/content/landing/marketplace/sections') return ok({ ...SECTIONS, page: 'marketplace', page_url: '/shop' });
    if (call.url === 'admin/content/landing/home/sections' && call.method === 'GET') return ok(SECTIONS);
    if (call.url === 'admin/content/landing/home/sections' && call.method === 'PUT') {
      const keys = (call.data as { keys: string[] }).keys;
      return ok({ ...SECTIONS, version: 1, sections: keys.map((key) => SECTIONS.sections.find((section) => section.key === key)) });
    }
    if (call.url === 'admin/content/landing/home/areas/versions') return ok(VERSIONS);
    if (call.url === 'admin/content/landing/home/areas/versions/2/restore')
      return ok({ ...AREAS, version: 4, items: [...AREAS.items].reverse() });
    if (call.url === 'admin/content/landing/home/areas/order') {
      const ids = (call.data as { ids: number[] }).ids;
      return ok({ ...AREAS, version: 4, items: ids.map((id) => AREAS.items.find((item) => item.id === id)) });
    }
    if (call.url === 'admin/content/landing/home/areas/items') {
      return {
        status: 422,
        data: { status: false, message: 'Ungültig', errors: { title: ['Der Titel hat höchstens 120 Zeichen.'] } },
      };
    }
    return undefined;
  });
}

const rect = (top: number): DOMRect =>
  ({ top, bottom: top + 50, left: 0, right: 300, width: 300, height: 50, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

/** jsdom lays nothing out: each sortable row stands 60 px below the one before, so the keyboard sensor can move it. */
function layOutRows(): void {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('[data-sortable-id]');
    return row?.parentElement ? rect(Array.from(row.parentElement.children).indexOf(row) * 60) : rect(0);
  });
}

/** Picks the row up with the space bar, moves it one place and puts it down, as a keyboard user does. */
async function moveByKeyboard(handle: HTMLElement, arrow: 'ArrowUp' | 'ArrowDown'): Promise<void> {
  handle.focus();
  for (const code of ['Space', arrow, 'Space']) {
    await act(async () => {
      fireEvent.keyDown(handle, { code, key: code === 'Space' ? ' ' : code });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
}

const rowTitles = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('strong')?.textContent);

const KEYBOARD_MOVES = [
  {
    what: 'an entry of a list',
    list: 'Kacheln „Bereiche“',
    row: 'Marktplatz',
    arrow: 'ArrowDown',
    saved: 'Die Reihenfolge wurde gespeichert.',
    url: 'admin/content/landing/home/areas/order',
    sent: { ids: [2, 1], based_on_version: 3 },
    announced: /„Marktplatz“ abgelegt auf Position 2 von 2/,
    order: ['Anfragen & Angebote', 'Marktplatz'],
  },
  {
    what: 'a section',
    list: 'Abschnitte: Startseite',
    row: 'Neue Anbieter',
    arrow: 'ArrowUp',
    saved: 'Die Reihenfolge der Abschnitte wurde gespeichert.',
    url: 'admin/content/landing/home/sections',
    sent: { keys: ['providers', 'areas', 'news'], based_on_version: 0 },
    announced: /„Neue Anbieter“ abgelegt auf Position 1 von 3/,
    order: ['Neue Anbieter', 'Kacheln „Bereiche“', 'News'],
  },
] as const;

describe('Startseiten', () => {
  it('shows the lists of the landing page with a preview of the real page and who saved last', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/startseiten');
    const list = await screen.findByRole('list', { name: 'Kacheln „Bereiche“' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Vorschau: Startseite in neuem Tab öffnen' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/Version 3, zuletzt gespeichert von Erika Redakteurin/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Backoffice' })).toHaveTextContent('Startseiten');
  });

  it.each(KEYBOARD_MOVES)(
    'saves a keyboard move of $what at once with its version, announced in German, and shows the new order',
    async ({ list, row, arrow, saved: toast, url, sent, announced, order }) => {
      layOutRows();
      const saved = jest.spyOn(notify, 'success');
      api = routes();
      signInStaff();
      renderAt(<Area />, '/admin/startseiten');
      const rows = await screen.findByRole('list', { name: list });
      await moveByKeyboard(within(rows).getByRole('button', { name: `„${row}“ verschieben` }), arrow);
      await waitFor(() => expect(saved).toHaveBeenCalledWith(toast));
      const call = api.calls.find((recorded) => recorded.url === url && recorded.method === 'PUT');
      expect(call?.data).toEqual(sent);
      expect(screen.getByText(announced)).toBeInTheDocument();
      expect(rowTitles(list)).toEqual(order);
    },
  );

  it('refuses a link that is neither a path nor an http(s) address before sending, and shows the server’s field error', async () => {
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/startseiten');
    await userEvent.click(await screen.findByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Titel/), 'Neue Kachel');
    await userEvent.type(within(dialog).getByLabelText(/^Link/), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Bitte geben Sie als Link einen Pfad der Seite (z. B. /shop) oder eine Adresse mit http:// oder https:// an.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/content/landing/home/areas/items')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/^Link/));
    await userEvent.type(within(dialog).getByLabelText(/^Link/), '/shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Titel hat höchstens 120 Zeichen.')).toBeInTheDocument();
  });

  it('restores an older version of a list after a confirmation and shows the restored list', async () => {
    const saved = jest.spyOn(notify, 'success');
    api = routes();
    signInStaff();
    renderAt(<Area />, '/admin/startseiten');
    const panel = await screen.findByTestId('landing-list-areas');
    await userEvent.click(within(panel).getByText('Versionen'));
    expect(await within(panel).findByText('aktuell')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Version 2 wiederherstellen' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(dialog).toHaveTextContent('Version 2 wiederherstellen?');
    expect(api.calls.some((call) => call.url.endsWith('/restore'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Version 2 wurde wiederhergestellt.'));
    const restore = api.calls.find((call) => call.url === 'admin/content/landing/home/areas/versions/2/restore');
    expect(restore?.method).toBe('POST');
    expect(restore?.data).toEqual({ based_on_version: 3 });
    expect(rowTitles('Kacheln „Bereiche“')).toEqual(['Anfragen & Angebote', 'Marktplatz']);
  });
});
