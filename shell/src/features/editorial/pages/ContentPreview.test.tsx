import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchPage } from '../api/fetchPage';
import { fetchPagePreview } from '../api/fetchPagePreview';
import { contentPageData, renderContentPageAt } from './renderContentPage.testSetup';

jest.mock('../api/fetchPage', () => ({ fetchPage: jest.fn() }));
jest.mock('../api/fetchPagePreview', () => ({ fetchPagePreview: jest.fn() }));

const PUBLISHED = contentPageData('winteraktion', {
  id: 9,
  title: 'Winteraktion',
  content: '<p>Die veröffentlichte Fassung.</p>',
  meta_title: 'Winteraktion',
});

const DRAFT = {
  ...PUBLISHED,
  title: 'Winteraktion 2027',
  content: '<p>Der neue Entwurf.</p>',
  preview: {
    version: 4,
    saved_at: '2026-12-06T09:30:00.000Z',
    saved_by: 'Eva Editor',
    status: 'draft' as const,
    expires_at: '2026-12-06T10:30:00.000Z',
  },
};

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('content page preview', () => {
  beforeEach(() => {
    jest.mocked(fetchPage).mockReset();
    jest.mocked(fetchPagePreview).mockReset();
  });

  it('shows the saved draft with the preview banner, keeps it out of search engines and offers a way out', async () => {
    jest.mocked(fetchPagePreview).mockResolvedValue(DRAFT);
    jest.mocked(fetchPage).mockResolvedValue(PUBLISHED);
    renderContentPageAt('/page/winteraktion?vorschau=tok.en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winteraktion 2027' })).toBeInTheDocument();
    expect(jest.mocked(fetchPagePreview).mock.calls[0]?.slice(0, 2)).toEqual(['winteraktion', 'tok.en']);
    expect(fetchPage).not.toHaveBeenCalled();
    const banner = screen.getByRole('complementary', { name: 'Vorschau' });
    expect(banner).toHaveTextContent('Vorschau – nicht veröffentlicht');
    expect(banner).toHaveTextContent('Version 4');
    expect(banner).toHaveTextContent('von Eva Editor');
    expect(robots()).toBe('noindex');

    await userEvent.click(screen.getByRole('link', { name: 'Vorschau verlassen' }));
    expect(await screen.findByText('Die veröffentlichte Fassung.')).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/page\/winteraktion$/);
    expect(screen.queryByTestId('preview-banner')).toBeNull();
    expect(robots()).toBeUndefined();
  });

  it('shows the public page and the German reason when the link is refused (forged or expired)', async () => {
    jest.mocked(fetchPagePreview).mockRejectedValue({
      status: false,
      code: 'FORBIDDEN',
      message: 'Dieser Vorschau-Link ist abgelaufen. Bitte öffnen Sie die Vorschau im Editor erneut.',
    });
    jest.mocked(fetchPage).mockResolvedValue(PUBLISHED);
    renderContentPageAt('/page/winteraktion?vorschau=alt');
    expect(await screen.findByText('Die veröffentlichte Fassung.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Vorschau-Link ist abgelaufen.');
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });

  it('shows the not-found page with the notice when a refused link points at an unpublished page', async () => {
    jest.mocked(fetchPagePreview).mockRejectedValue({ status: false, code: 'FORBIDDEN', message: 'Dieser Vorschau-Link ist ungültig.' });
    jest.mocked(fetchPage).mockRejectedValue({ status: false, code: 'NOT_FOUND', message: 'Die Seite wurde nicht gefunden.' });
    renderContentPageAt('/page/entwurf?vorschau=falsch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Vorschau-Link ist ungültig.');
  });

  it('loads the public page without asking for a preview when the address has no token', async () => {
    jest.mocked(fetchPage).mockResolvedValue(PUBLISHED);
    renderContentPageAt('/page/winteraktion');
    expect(await screen.findByText('Die veröffentlichte Fassung.')).toBeInTheDocument();
    expect(fetchPagePreview).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('preview-banner')).toBeNull());
  });
});
