import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff, MEDIA_BASE, mediaItem, mediaListPage } from '../../../testData';
import type { MediaDetail } from '../api/types';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const ITEM = mediaItem();
const USED: MediaDetail = {
  ...ITEM,
  used_in: [{ kind: 'post', id: 3, title: 'Bad-Trends', field: 'image', admin_path: '/admin/inhalte/posts/3' }],
};
function routes(extra: (call: { url: string; method: string; data?: unknown }) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === 'admin/me') return ok(ADMIN_ME);
    if (call.url === 'admin/media' && call.method === 'GET') return mediaListPage([ITEM]);
    if (call.url === 'admin/media/7' && call.method === 'GET') return ok(USED);
    return undefined;
  });
}

describe('media library', () => {
  it('shows the pictures with their alt text and is linked as „Medien“ in the navigation', async () => {
    signInStaff();
    api = routes();
    renderAt(<Area />, '/admin/medien');
    const grid = await screen.findByRole('list', { name: 'Bilder der Mediathek' });
    expect(within(grid).getByRole('img', { name: 'Ein helles Badezimmer' })).toHaveAttribute('src', `${MEDIA_BASE}/w480.webp`);
    expect(within(grid).getByText('Bad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Medien' })).toHaveAttribute('href', '/admin/medien');
  });

  it('requires a file and the alt text before uploading, then sends both with progress and reloads the grid', async () => {
    signInStaff();
    let sent: FormData | undefined;
    let progressWired = false;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/media' && call.method === 'POST') {
        sent = call.config.data as FormData;
        progressWired = typeof call.config.onUploadProgress === 'function';
        return { status: 201, data: { status: true, data: ITEM } };
      }
      if (call.url === 'admin/media') return mediaListPage(sent ? [ITEM] : []);
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<Area />, '/admin/medien');
    expect(await screen.findByText('Noch keine Bilder. Laden Sie das erste hoch.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild hochladen' });
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie ein Bild aus.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte beschreiben Sie das Bild (Alternativtext).')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.upload(
      within(dialog).getByLabelText(/^Bilddatei/),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'bad.jpg', { type: 'image/jpeg' }),
    );
    await user.type(within(dialog).getByLabelText(/^Alternativtext/), 'Ein helles Badezimmer');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByRole('img', { name: 'Ein helles Badezimmer' })).toBeInTheDocument();
    expect(sent?.get('alt_text')).toBe('Ein helles Badezimmer');
    expect((sent?.get('file') as File).name).toBe('bad.jpg');
    expect(progressWired).toBe(true);
  });

  it('shows the server’s German refusal at the alt text field', async () => {
    signInStaff();
    api = routes((call) =>
      call.url === 'admin/media' && call.method === 'POST'
        ? { status: 422, data: { status: false, message: 'x', errors: { file: ['Der Dateiinhalt ist kein JPEG-, PNG- oder WebP-Bild.'] } } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAt(<Area />, '/admin/medien');
    await user.click(await screen.findByRole('button', { name: 'Bild hochladen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild hochladen' });
    await user.upload(within(dialog).getByLabelText(/^Bilddatei/), new File(['<html>'], 'foto.jpg', { type: 'image/jpeg' }));
    await user.type(within(dialog).getByLabelText(/^Alternativtext/), 'Foto');
    await user.click(within(dialog).getByRole('button', { name: 'Hochladen' }));
    expect(await within(dialog).findByText('Der Dateiinhalt ist kein JPEG-, PNG- oder WebP-Bild.')).toBeInTheDocument();
  });

  it('lists where a picture is used and keeps delete off while it is used', async () => {
    signInStaff();
    api = routes();
    const user = userEvent.setup();
    renderAt(<Area />, '/admin/medien');
    await user.click(await screen.findByRole('button', { name: 'Bild „Ein helles Badezimmer“ bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild bearbeiten' });
    const uses = await within(dialog).findByRole('list', { name: 'Verwendet in' });
    expect(within(uses).getByRole('link', { name: 'News-Beitrag „Bad-Trends“ als Teaserbild' })).toHaveAttribute(
      'href',
      '/admin/inhalte/posts/3',
    );
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeDisabled();
  });

  it('changes the alt text and deletes an unused picture after a confirmation', async () => {
    signInStaff();
    let patched: unknown;
    let deleted = false;
    api = routes((call) => {
      if (call.url === 'admin/media/7' && call.method === 'GET') return ok({ ...ITEM, used_in: [] });
      if (call.url === 'admin/media/7' && call.method === 'PATCH') {
        patched = call.data;
        return ok({ ...ITEM, alt_text: 'Ein neues Bad', used_in: [] });
      }
      if (call.url === 'admin/media/7' && call.method === 'DELETE') {
        deleted = true;
        return ok(null);
      }
      return undefined;
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAt(<Area />, '/admin/medien');
    await user.click(await screen.findByRole('button', { name: 'Bild „Ein helles Badezimmer“ bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bild bearbeiten' });
    const alt = await within(dialog).findByLabelText(/^Alternativtext/);
    await user.tripleClick(alt);
    await user.keyboard('Ein neues Bad');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Gespeichert.'));
    expect(patched).toEqual({ alt_text: 'Ein neues Bad', title: 'Bad' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Bild endgültig löschen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Das Bild wurde gelöscht.'));
    expect(deleted).toBe(true);
    success.mockRestore();
  });
});
