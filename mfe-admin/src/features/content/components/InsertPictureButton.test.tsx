import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import { signInStaff } from '../../../testData';
import type { MediaItem } from '../../media';
import { RichTextEditor } from './RichTextEditor';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const BASE = 'https://api.marktplatz.test/uploads/media/u1';
const ITEM: MediaItem = {
  id: 7,
  url: `${BASE}/original.jpg`,
  file_name: 'bad.jpg',
  title: null,
  alt_text: 'Ein helles Badezimmer',
  mime_type: 'image/jpeg',
  width: 2000,
  height: 1000,
  size_bytes: 2_400_000,
  sizes: [{ width: 480, height: 240, url: `${BASE}/w480.webp`, type: 'image/webp', size_bytes: 20_000 }],
  srcset: `${BASE}/w480.webp 480w`,
  created_at: '2026-12-05T10:00:00.000Z',
  updated_at: '2026-12-05T10:00:00.000Z',
};

describe('pictures in the editor', () => {
  it('inserts a picture chosen in the media library with its alt text, size and srcset („Bild einfügen“)', async () => {
    signInStaff();
    api = mockApi((call) =>
      call.url === 'admin/media'
        ? { status: 200, data: { status: true, data: [ITEM], meta: { current_page: 1, last_page: 1, per_page: 24, total: 1 } } }
        : ok(null),
    );
    const changes: string[] = [];
    const user = userEvent.setup();
    renderAt(<RichTextEditor id="body" label="Text" value="<p>Einleitung</p>" onChange={(html) => changes.push(html)} />, '/');
    await user.click(await screen.findByRole('button', { name: 'Bild einfügen' }));
    const picker = await screen.findByRole('dialog', { name: 'Bild aus der Mediathek einfügen' });
    await user.click(await within(picker).findByRole('button', { name: '„Ein helles Badezimmer“ einfügen' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<img'));
    const html = changes.at(-1) ?? '';
    expect(html).toContain(`src="${BASE}/original.jpg"`);
    expect(html).toContain('alt="Ein helles Badezimmer"');
    expect(html).toContain(`srcset="${BASE}/w480.webp 480w"`);
    expect(html).toContain('width="2000"');
    expect(html).toContain('loading="lazy"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
