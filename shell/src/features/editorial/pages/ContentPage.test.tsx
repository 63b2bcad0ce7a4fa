import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from '@marktplatz/shared';
import { fetchPage } from '../api/fetchPage';
import ContentPage from './ContentPage';

jest.mock('../api/fetchPage', () => ({ fetchPage: jest.fn() }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <Routes>
          <Route path="/page/:slug" element={<ContentPage />} />
        </Routes>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('ContentPage', () => {
  beforeEach(() => jest.mocked(fetchPage).mockReset());

  it('shows the Widerrufsbelehrung as a marked template with the model withdrawal form and sets the title', async () => {
    jest.mocked(fetchPage).mockResolvedValue({
      id: 4,
      url: '/page/widerrufsbelehrung',
      slug: 'widerrufsbelehrung',
      title: 'Widerrufsbelehrung',
      subtitle: null,
      content: '## Widerrufsrecht\n\nSie haben das Recht, binnen vierzehn Tagen …',
      is_template: true,
      meta_title: 'Widerrufsbelehrung | Marktplatz',
      meta_description: 'Ihr Widerrufsrecht',
      updated_at: '2026-11-20T10:00:00Z',
      withdrawal_form: {
        title: 'Muster-Widerrufsformular',
        intro: 'Wenn Sie …',
        recipient: 'An …',
        lines: ['Datum'],
        footnote: '(*) Unzutreffendes streichen.',
      },
    });
    renderAt('/page/widerrufsbelehrung');
    expect(await screen.findByRole('heading', { level: 1, name: 'Widerrufsbelehrung' })).toBeInTheDocument();
    expect(screen.getByTestId('template-notice')).toHaveTextContent('Vorlage – vom Betreiber zu ersetzen');
    expect(screen.getByRole('heading', { level: 2, name: 'Muster-Widerrufsformular' })).toBeInTheDocument();
    expect(document.title).toBe('Widerrufsbelehrung | Marktplatz');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Widerrufsbelehrung | Marktplatz');
  });

  it('marks demo operator data with the notice the API sends as subtitle', async () => {
    jest.mocked(fetchPage).mockResolvedValue({
      id: 2,
      url: '/page/impressum',
      slug: 'impressum',
      title: 'Impressum',
      subtitle: 'Demo-Betreiber: Die Angaben zum Betreiber sind Beispieldaten für die Vorführung.',
      content: '## Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)\n\nMarktplatz Demo GmbH',
      is_template: true,
      meta_title: 'Impressum | Marktplatz',
      meta_description: 'Anbieterkennzeichnung',
      updated_at: '2026-11-20T10:00:00Z',
      withdrawal_form: null,
    });
    renderAt('/page/impressum');
    expect(await screen.findByTestId('template-notice')).toHaveTextContent(/^Demo-Betreiber: Die Angaben zum Betreiber sind Beispieldaten/);
    expect(screen.getByTestId('template-notice')).not.toHaveTextContent('Vorlage');
    expect(document.body).not.toHaveTextContent(/OPERATOR_|Konfiguration ein/);
  });

  it('shows the German not-found page when the API answers NOT_FOUND', async () => {
    jest.mocked(fetchPage).mockRejectedValue({ status: false, code: 'NOT_FOUND', message: 'Die Seite wurde nicht gefunden.' });
    renderAt('/page/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});
