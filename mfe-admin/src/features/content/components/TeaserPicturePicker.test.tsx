import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { TextField } from '@marktplatz/shared';
import { mockApi, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import { signInStaff } from '../../../testData';
import type { MediaItem } from '../../media';
import { TeaserPicturePicker } from './TeaserPicturePicker';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const ITEM: MediaItem = {
  id: 7,
  url: 'https://api.marktplatz.test/uploads/media/u1/original.jpg',
  file_name: 'bad.jpg',
  title: null,
  alt_text: 'Ein helles Badezimmer',
  mime_type: 'image/jpeg',
  width: 2000,
  height: 1000,
  size_bytes: 2_400_000,
  sizes: [],
  srcset: '',
  created_at: '2026-12-05T10:00:00.000Z',
  updated_at: '2026-12-05T10:00:00.000Z',
};

function renderFields(initial: { image?: string; image_alt?: string }) {
  renderAt(
    <Form<{ image?: string; image_alt?: string }> initialValues={initial} onSubmit={() => undefined}>
      {() => (
        <form>
          <TextField id="image" name="image" label="Teaserbild" />
          <TextField id="image-alt" name="image_alt" label="Alternativtext des Bildes" />
          <TeaserPicturePicker />
        </form>
      )}
    </Form>,
    '/',
  );
}

describe('teaser picture from the media library', () => {
  beforeEach(() => {
    signInStaff();
    api = mockApi((call) =>
      call.url === 'admin/media'
        ? { status: 200, data: { status: true, data: [ITEM], meta: { current_page: 1, last_page: 1, per_page: 24, total: 1 } } }
        : undefined,
    );
  });

  it('sets the address and the empty alt text from the chosen picture', async () => {
    const user = userEvent.setup();
    renderFields({});
    await user.click(screen.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    const picker = await screen.findByRole('dialog', { name: 'Teaserbild aus der Mediathek wählen' });
    await user.click(await within(picker).findByRole('button', { name: '„Ein helles Badezimmer“ wählen' }));
    expect(screen.getByLabelText('Teaserbild')).toHaveValue(ITEM.url);
    expect(screen.getByLabelText('Alternativtext des Bildes')).toHaveValue('Ein helles Badezimmer');
  });

  it('keeps an alt text the editor already wrote', async () => {
    const user = userEvent.setup();
    renderFields({ image_alt: 'Eigener Text' });
    await user.click(screen.getByRole('button', { name: 'Aus der Mediathek wählen' }));
    const picker = await screen.findByRole('dialog', { name: 'Teaserbild aus der Mediathek wählen' });
    await user.click(await within(picker).findByRole('button', { name: '„Ein helles Badezimmer“ wählen' }));
    expect(screen.getByLabelText('Teaserbild')).toHaveValue(ITEM.url);
    expect(screen.getByLabelText('Alternativtext des Bildes')).toHaveValue('Eigener Text');
  });
});
