import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock, type RecordedCall } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { signInStaff } from '../../../testData';
import type { EditorPage } from '../api/types';
import { EDITOR_ME, PAGE, POST, VERSIONS } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

type Reply = ReturnType<typeof ok> | { status: number; data: unknown };

function routes(extra: (call: RecordedCall) => Reply | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === 'admin/me') return ok(EDITOR_ME);
    if (call.url === 'admin/content/pages/5' && call.method === 'GET') return ok(PAGE);
    if (call.url === 'admin/content/pages/5/versions') return ok(VERSIONS);
    return undefined;
  });
}

async function openPage() {
  signInStaff();
  renderAt(<Area />, '/admin/inhalte/seiten/5');
  return screen.findByRole('textbox', { name: 'Text' });
}

const titleField = () => screen.getByRole('textbox', { name: /^Titel/ });

describe('content editor', () => {
  it('offers the TipTap editor with a label, German spell-checking and a toolbar of pressed/unpressed buttons', async () => {
    api = routes();
    const editor = await openPage();
    expect(editor).toHaveAttribute('spellcheck', 'true');
    expect(editor).toHaveAttribute('lang', 'de');
    await waitFor(() => expect(editor).toHaveTextContent('Ein Marktplatz aus der Region.'));
    const toolbar = screen.getByRole('toolbar', { name: 'Textformat' });
    for (const name of ['Überschrift 2', 'Überschrift 3', 'Fett', 'Kursiv', 'Liste', 'Nummerierte Liste', 'Link', 'Zitat']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed');
    }
  });

  it('asks for a link address in the kit dialog, not window.prompt', async () => {
    api = routes();
    const prompt = jest.spyOn(window, 'prompt').mockImplementation(() => null);
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link einfügen' });
    await userEvent.type(within(dialog).getByLabelText(/Adresse \(URL\)/), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    expect(await within(dialog).findByText(/Bitte geben Sie eine Adresse mit https:\/\//)).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    prompt.mockRestore();
  });

  it('saves with based_on_version of the loaded version', async () => {
    const saved: EditorPage = { ...PAGE, title: 'Über uns und die Region', version: 4 };
    api = routes((call) => (call.method === 'PUT' ? ok(saved) : undefined));
    await openPage();
    await userEvent.clear(titleField());
    await userEvent.type(titleField(), 'Über uns und die Region');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('admin/content/pages/5');
    expect(put?.data).toMatchObject({
      title: 'Über uns und die Region',
      based_on_version: 3,
      content: PAGE.content,
      slug: 'ueber-uns',
      meta_title: PAGE.meta_title,
    });
  });

  it('shows the server’s 409 message with „Neu laden“ and keeps what the editor typed', async () => {
    const meanwhile =
      'Diese Seite wurde inzwischen von Karl Kollege am 06.12.2026 um 10:15 Uhr geändert (Version 4). Bitte laden Sie die Seite neu.';
    api = routes((call) =>
      call.method === 'PUT' ? { status: 409, data: { status: false, code: 'CONFLICT', message: meanwhile } } : undefined,
    );
    await openPage();
    await userEvent.clear(titleField());
    await userEvent.type(titleField(), 'Mein neuer Titel');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(meanwhile);
    expect(within(alert).getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('Mein neuer Titel');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('Ein Marktplatz aus der Region.');
  });

  it('schedules at a Berlin date and time and sends the instant with the Berlin offset', async () => {
    const scheduled: EditorPage = { ...PAGE, status: 'scheduled', publish_at: '2027-01-15T09:00:00.000Z' };
    api = routes((call) => (call.url === 'admin/content/pages/5/publish' ? ok(scheduled) : undefined));
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Planen …' }));
    const dialog = await screen.findByRole('dialog', { name: 'Veröffentlichung planen' });
    const day = within(dialog).getByLabelText(/^Datum/);
    await userEvent.clear(day);
    await userEvent.type(day, '2027-01-15');
    const time = within(dialog).getByLabelText(/^Uhrzeit/);
    await userEvent.clear(time);
    await userEvent.type(time, '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(api.calls.some((call) => call.url === 'admin/content/pages/5/publish')).toBe(true));
    expect(api.calls.find((call) => call.url === 'admin/content/pages/5/publish')?.data).toEqual({
      publish_at: '2027-01-15T10:00:00+01:00',
    });
    expect(await screen.findAllByText('geplant für 15.01.2027, 10:00 Uhr')).not.toHaveLength(0);
  });

  it('asks before restoring a version and restores on the loaded version', async () => {
    const restored: EditorPage = { ...PAGE, title: 'Über uns (alt)', version: 4 };
    api = routes((call) => (call.url === 'admin/content/pages/5/versions/2/restore' ? ok(restored) : undefined));
    await openPage();
    const versions = await screen.findByRole('table', { name: 'Versionen, neueste zuerst' });
    expect(within(versions).getByText('Karl Kollege')).toBeInTheDocument();
    await userEvent.click(within(versions).getByRole('button', { name: 'Version 2 Wiederherstellen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Version 2 wiederherstellen?' });
    expect(api.calls.some((call) => call.url.endsWith('/restore'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/restore'))).toBe(true));
    expect(api.calls.find((call) => call.url.endsWith('/restore'))?.data).toEqual({ based_on_version: 3 });
    expect(await screen.findByDisplayValue('Über uns (alt)')).toBeInTheDocument();
  });

  it('confirms before deleting and goes back to the list', async () => {
    api = routes((call) => {
      if (call.method === 'DELETE') return ok(null);
      if (call.url === 'admin/content/pages') return ok([]);
      return undefined;
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Endgültig löschen?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Seiten.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes and stays on „Weiter bearbeiten“', async () => {
    api = routes((call) => (call.url === 'admin/content/pages' ? ok([]) : undefined));
    await openPage();
    await userEvent.type(titleField(), ' – neu');
    await userEvent.click(screen.getByRole('link', { name: /Zurück zu den Inhalten/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(titleField()).toHaveValue('Über uns – neu');
    await userEvent.click(screen.getByRole('link', { name: /Zurück zu den Inhalten/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Verwerfen und verlassen' }));
    expect(await screen.findByText('Noch keine Seiten.')).toBeInTheDocument();
  });

  it('creates a news post as a draft with category, region and teaser picture, then opens it', async () => {
    api = routes((call) => {
      if (call.url === 'portal/categorys') return ok([{ id: 3, name: 'Veranstaltungen', slug: 'veranstaltungen', posts_count: 2 }]);
      if (call.url === 'regions') return ok([{ id: 9, name: 'Oberfranken', slug: 'oberfranken' }]);
      if (call.url === 'admin/content/posts' && call.method === 'POST') return { status: 201, data: { status: true, data: POST } };
      if (call.url === 'admin/content/posts/12' || call.url === 'admin/content/posts/12/versions')
        return ok(call.url.endsWith('versions') ? [] : POST);
      return undefined;
    });
    signInStaff();
    renderAt(<Area />, '/admin/inhalte/news/neu');
    await screen.findByRole('textbox', { name: 'Text' });
    await userEvent.type(titleField(), 'Sommerfest');
    await userEvent.selectOptions(await screen.findByLabelText(/^Kategorie/), '3');
    await userEvent.selectOptions(screen.getByLabelText(/^Region/), '9');
    await userEvent.type(screen.getByLabelText(/^Anrisstext/), 'Alle Anbieter feiern.');
    await userEvent.type(screen.getByLabelText(/^Teaserbild/), '/uploads/news/fest.jpg');
    await userEvent.type(screen.getByLabelText(/^Alternativtext/), 'Marktstände im Sonnenschein');
    await userEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.authorization).toMatch(/^Bearer mps_/);
    expect(post?.data).toMatchObject({
      title: 'Sommerfest',
      category_id: 3,
      region_id: 9,
      excerpt: 'Alle Anbieter feiern.',
      image: '/uploads/news/fest.jpg',
      image_alt: 'Marktstände im Sonnenschein',
    });
    expect(Boolean(api.calls.find((call) => call.url === 'portal/categorys')?.authorization)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Bearbeiten: Sommerfest' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Kategorie/)).toHaveValue('3');
  });
});
