import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import { signInStaff, MEDIA_BASE, mediaItem, mediaListPage } from '../../../testData';
import { RichTextEditor } from './RichTextEditor';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const ITEM = mediaItem({ title: null });

describe('pictures in the editor', () => {
  it('inserts a picture chosen in the media library with its alt text, size and srcset („Bild einfügen“)', async () => {
    signInStaff();
    api = mockApi((call) => (call.url === 'admin/media' ? mediaListPage([ITEM]) : ok(null)));
    const changes: string[] = [];
    const user = userEvent.setup();
    renderAt(<RichTextEditor id="body" label="Text" value="<p>Einleitung</p>" onChange={(html) => changes.push(html)} />, '/');
    await user.click(await screen.findByRole('button', { name: 'Bild einfügen' }));
    const picker = await screen.findByRole('dialog', { name: 'Bild aus der Mediathek einfügen' });
    await user.click(await within(picker).findByRole('button', { name: '„Ein helles Badezimmer“ einfügen' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<img'));
    const html = changes.at(-1) ?? '';
    expect(html).toContain(`src="${MEDIA_BASE}/original.jpg"`);
    expect(html).toContain('alt="Ein helles Badezimmer"');
    expect(html).toContain(`srcset="${ITEM.srcset}"`);
    expect(html).toContain('width="2000"');
    expect(html).toContain('loading="lazy"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
