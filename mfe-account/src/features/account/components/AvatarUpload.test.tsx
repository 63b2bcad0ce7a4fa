import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@marktplatz/shared';
import { AvatarUpload } from './AvatarUpload';
import { mockApi, renderAt, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  jest.restoreAllMocks();
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:vorschau');
  URL.revokeObjectURL = jest.fn();
});

describe('avatar upload', () => {
  it('shows a preview, reports the upload progress and then the stored picture', async () => {
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(({ config }) => {
      config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
      return { status: 200, data: { status: true, data: { avatar: 'http://127.0.0.1:4000/uploads/a.png' } } };
    });
    renderAt(<AvatarUpload current={null} />);
    const file = new File(['png'], 'ich.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/Bild auswählen/), file);
    expect(screen.getByRole('img', { name: 'Vorschau des neuen Profilbilds' })).toHaveAttribute('src', 'blob:vorschau');
    await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Aktuelles Profilbild' })).toHaveAttribute('src', 'http://127.0.0.1:4000/uploads/a.png'),
    );
    expect(screen.getByRole('progressbar', { name: 'Fortschritt des Hochladens' })).toHaveAttribute('value', '100');
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: 'me/avatar' });
    expect(api.calls[0]?.config.data).toBeInstanceOf(FormData);
  });

  it('refuses a file type other than png/jpg and a file over 2 MB without uploading', async () => {
    api = mockApi(() => ({ status: 200, data: {} }));
    renderAt(<AvatarUpload current={null} />);
    await userEvent.upload(screen.getByLabelText(/Bild auswählen/), new File(['x'], 'ich.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Dateityp ist nicht erlaubt.');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'gross.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText(/Bild auswählen/), big);
    expect(screen.getByRole('alert')).toHaveTextContent('Das Bild ist größer als 2 MB.');
    expect(screen.getByRole('button', { name: 'Bild hochladen' })).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });
});
