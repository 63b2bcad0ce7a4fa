import { screen, waitFor } from '@testing-library/react';
import { fetchPage } from '../api/fetchPage';
import { contentPageData, renderContentPageAt } from './renderContentPage.testSetup';

jest.mock('../api/fetchPage', () => ({ fetchPage: jest.fn() }));

const AGB = contentPageData('agb', {
  id: 3,
  title: 'Allgemeine Geschäftsbedingungen',
  content: '## § 1 Geltungsbereich\n\nDiese AGB gelten für alle Bestellungen.\nZweite Zeile.\n\n- Waren\n- Dienstleistungen',
  content_format: 'text' as const,
  meta_title: 'AGB | Marktplatz',
  meta_description: 'Unsere Geschäftsbedingungen',
});

describe('ContentPage', () => {
  beforeEach(() => {
    jest.mocked(fetchPage).mockReset();
    document.head.querySelectorAll('link[rel="canonical"]').forEach((link) => link.remove());
  });

  it('shows the Widerrufsbelehrung as a marked template with the model withdrawal form and sets the title', async () => {
    jest.mocked(fetchPage).mockResolvedValue({
      id: 4,
      url: '/page/widerrufsbelehrung',
      slug: 'widerrufsbelehrung',
      title: 'Widerrufsbelehrung',
      subtitle: null,
      content: '## Widerrufsrecht\n\nSie haben das Recht, binnen vierzehn Tagen …',
      content_format: 'text',
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
    renderContentPageAt('/page/widerrufsbelehrung');
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
      content_format: 'text',
      is_template: true,
      meta_title: 'Impressum | Marktplatz',
      meta_description: 'Anbieterkennzeichnung',
      updated_at: '2026-11-20T10:00:00Z',
      withdrawal_form: null,
    });
    renderContentPageAt('/page/impressum');
    expect(await screen.findByTestId('template-notice')).toHaveTextContent(/^Demo-Betreiber: Die Angaben zum Betreiber sind Beispieldaten/);
    expect(screen.getByTestId('template-notice')).not.toHaveTextContent('Vorlage');
    expect(document.body).not.toHaveTextContent(/OPERATOR_|Konfiguration ein/);
  });

  it('renders a plain-text body as before: headings, paragraphs with their line breaks and lists, never as HTML', async () => {
    jest.mocked(fetchPage).mockResolvedValue({ ...AGB, content: `${AGB.content}\n\n<strong>kein HTML</strong>` });
    renderContentPageAt('/page/agb');
    expect(await screen.findByRole('heading', { level: 2, name: '§ 1 Geltungsbereich' })).toBeInTheDocument();
    expect(screen.getByText(/Diese AGB gelten für alle Bestellungen\./)).toHaveTextContent(
      'Diese AGB gelten für alle Bestellungen. Zweite Zeile.',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Waren', 'Dienstleistungen']);
    expect(screen.getByText('<strong>kein HTML</strong>')).toBeInTheDocument();
    expect(screen.queryByTestId('html-body')).toBeNull();
  });

  it("renders an editor's HTML body with its headings, links, lists, quotes and pictures from the API", async () => {
    jest.mocked(fetchPage).mockResolvedValue({
      ...AGB,
      content_format: 'html',
      content:
        '<h2>§ 2 Vertragsschluss</h2><h3>Angebot</h3><p>Siehe <a href="/page/widerrufsbelehrung">Widerrufsbelehrung</a> und ' +
        '<a href="https://example.org/" rel="noopener">Verbraucherzentrale</a>.</p><ol><li>Bestellen</li><li>Bezahlen</li></ol>' +
        '<blockquote><p>Wir liefern <strong>schnell</strong>.</p></blockquote><img src="/uploads/content/lager.jpg" alt="Unser Lager" />',
    });
    renderContentPageAt('/page/agb');
    expect(await screen.findByRole('heading', { level: 2, name: '§ 2 Vertragsschluss' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Angebot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute('href', '/page/widerrufsbelehrung');
    expect(screen.getByRole('link', { name: 'Verbraucherzentrale' })).toHaveAttribute('rel', 'noopener');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bestellen', 'Bezahlen']);
    expect(screen.getByText('schnell').tagName).toBe('STRONG');
    const picture = screen.getByRole('img', { name: 'Unser Lager' });
    expect(picture.getAttribute('src')).toMatch(/^http.*\/uploads\/content\/lager\.jpg$/);
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText(/<h2>/)).toBeNull();
  });

  it('replaces the address with the current slug when the API answered an old one, without loading again', async () => {
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = `${window.location.origin}/page/geschaeftsbedingungen`;
    document.head.appendChild(canonical);
    jest.mocked(fetchPage).mockResolvedValue(AGB);
    renderContentPageAt('/page/geschaeftsbedingungen?ref=footer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/page/agb?ref=footer'));
    expect(screen.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeInTheDocument();
    expect(jest.mocked(fetchPage).mock.calls.map(([slug]) => slug)).toEqual(['geschaeftsbedingungen']);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${window.location.origin}/page/agb`);
    expect(canonical.href).toBe(`${window.location.origin}/page/agb`);
  });

  it('keeps the address when the API answered the slug it shows', async () => {
    jest.mocked(fetchPage).mockResolvedValue(AGB);
    renderContentPageAt('/page/agb');
    expect(await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/page/agb');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/page/agb`);
  });

  it('shows the German not-found page when the API answers NOT_FOUND', async () => {
    jest.mocked(fetchPage).mockRejectedValue({ status: false, code: 'NOT_FOUND', message: 'Die Seite wurde nicht gefunden.' });
    renderContentPageAt('/page/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});
