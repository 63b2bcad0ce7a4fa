import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { ALLOWED_UPLOADS } from '@marktplatz/shared';
import { renderAt } from '@marktplatz/shared/testing';
import { checkPictureFiles, MEDIA_ACCEPT, PictureFileField } from './PictureFileField';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('the media upload’s picture field', () => {
  it('offers WebP beside JPEG and PNG in its accept list, and leaves the kit’s customer list at png/jpg', () => {
    expect(MEDIA_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.webp', 'image/webp', '.jpg', '.jpeg', '.png']));
    expect(ALLOWED_UPLOADS.images).toEqual(['png', 'jpg', 'jpeg']);
    renderAt(<Form onSubmit={() => undefined} render={() => <PictureFileField />} />);
    expect(screen.getByTestId('media-file')).toHaveAttribute('accept', MEDIA_ACCEPT);
  });

  it('takes a WebP picture and refuses a PDF or no file with a German message', () => {
    expect(checkPictureFiles([file('bad.webp', 'image/webp')])).toBeUndefined();
    expect(checkPictureFiles([file('Foto.JPG', 'image/jpeg')])).toBeUndefined();
    expect(checkPictureFiles([file('preise.pdf', 'application/pdf')])).toBe('Bitte wählen Sie ein Bild im Format JPEG, PNG oder WebP.');
    expect(checkPictureFiles(undefined)).toBe('Bitte wählen Sie ein Bild aus.');
  });

  it('shows the chosen WebP file’s name', async () => {
    renderAt(<Form onSubmit={() => undefined} render={() => <PictureFileField />} />);
    await userEvent.upload(screen.getByLabelText('Bilddatei'), file('terrasse.webp', 'image/webp'));
    expect(screen.getByText('terrasse.webp')).toBeInTheDocument();
  });
});
