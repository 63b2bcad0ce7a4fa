import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, loadGraphql, queryGraphql, ThemeProvider, useAuth } from '@marktplatz/shared';
import CookieBanner from './CookieBanner';
import { loadLayout } from '../features/editorial/lib/layoutData';
import {
  COOKIE_CONSENT_KEY,
  CONSENT_VERSION,
  hasConsent,
  openCookieSettings,
  readConsent,
  resetConsentCache,
  setConsentVersion,
} from './cookieConsent';
import { resetOverlays } from './overlays';

jest.mock('../features/editorial/lib/layoutData', () => ({ loadLayout: jest.fn() }));

/** `/layoutData` as the API answers it, with the consent version the back office keeps. */
const layoutWith = (consentVersion: number) =>
  ({
    header: [],
    footer: [],
    legal: [],
    contact: {},
    dispute_statement: '',
    operator_demo: false,
    consent_version: consentVersion,
  }) as Awaited<ReturnType<typeof loadLayout>>;

jest.mock('@marktplatz/shared', () => {
  const actual = jest.requireActual('@marktplatz/shared');
  return { ...actual, useAuth: jest.fn(), loadGraphql: jest.fn(), queryGraphql: jest.fn(), http: { post: jest.fn() } };
});

const query = jest.mocked(queryGraphql);

function session(authenticated: boolean) {
  jest.mocked(useAuth).mockReturnValue({
    initialised: true,
    authenticated,
    user: authenticated ? { is_show_cookie: true } : null,
  } as unknown as ReturnType<typeof useAuth>);
}

function renderBanner() {
  return render(
    <MemoryRouter>
      <ThemeProvider>
        <CookieBanner />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const cms = {
  cookieBanner: {
    title: 'Wir respektieren Ihre Privatsphäre',
    content: 'Text aus dem CMS',
    accept_all_text: 'Alle akzeptieren',
    accept_selected_text: 'Auswahl speichern',
    reject_text: 'Nur notwendige',
    settings_text: 'Einstellungen',
    privacy_url: '/page/datenschutz',
    imprint_url: '/page/impressum',
    cookie_types: [
      { key: 'necessary', name: 'Notwendig', description: 'Für den Betrieb.', is_required: true, contents: [] },
      {
        key: 'statistics',
        name: 'Statistik',
        description: 'Pseudonyme Auswertung.',
        is_required: false,
        contents: [{ name: '_pk_id', provider: 'Marktplatz GmbH', purpose: 'Unterscheidet Besuche.', duration: '13 Monate' }],
      },
      { key: 'marketing', name: 'Marketing', description: 'Werbung.', is_required: false, contents: [] },
    ],
  },
};

const stored = () => JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');

describe('CookieBanner', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.localStorage.clear();
    delete (window as { __marktplatzCookieBanner?: unknown }).__marktplatzCookieBanner;
    resetConsentCache();
    resetOverlays();
    // Apollo's `gql` stands in as the identity: the query reaches `queryGraphql` as its text.
    jest.mocked(loadGraphql).mockResolvedValue({ gql: (text: string) => text } as unknown as Awaited<ReturnType<typeof loadGraphql>>);
    jest.mocked(http.post).mockResolvedValue({ data: { status: true } });
    query.mockResolvedValue(cms);
    jest.mocked(loadLayout).mockResolvedValue(layoutWith(CONSENT_VERSION));
  });

  it('shows the texts the server sent with the page and asks no GraphQL query for them, not even in the settings', async () => {
    session(false);
    (window as { __marktplatzCookieBanner?: unknown }).__marktplatzCookieBanner = cms.cookieBanner;
    renderBanner();
    expect(await screen.findByRole('dialog', { name: 'Wir respektieren Ihre Privatsphäre' })).toHaveTextContent('Text aus dem CMS');
    await userEvent.click(screen.getByRole('button', { name: 'Einstellungen' }));
    expect(await screen.findByText('_pk_id')).toBeInTheDocument();
    expect(loadGraphql).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });

  it('without the server’s texts shows the German defaults at once and loads no GraphQL for the first view', async () => {
    session(false);
    renderBanner();
    expect(await screen.findByRole('dialog', { name: 'Cookies auf dem Marktplatz' })).toBeInTheDocument();
    expect(loadGraphql).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
  });

  it('without the server’s texts asks the content query cookieBanner through Apollo when the settings open', async () => {
    session(false);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    expect(await screen.findByRole('dialog', { name: 'Wir respektieren Ihre Privatsphäre' })).toHaveTextContent('Text aus dem CMS');
    expect(screen.getByText('_pk_id')).toBeInTheDocument();
    expect(query).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledWith(expect.stringMatching(/query CookieBanner \{\s*cookieBanner \{/));
  });

  it('keeps the German defaults in the settings when the query fails', async () => {
    session(false);
    query.mockRejectedValue({ status: false, message: 'Something went wrong' });
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    expect(await screen.findByRole('checkbox', { name: /Notwendig/ })).toBeChecked();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Cookies auf dem Marktplatz' })).toBeInTheDocument();
  });

  it('offers „Alle akzeptieren“ and „Nur notwendige“ as two buttons of the same kind, „Einstellungen“ first beside the legal links', async () => {
    session(false);
    renderBanner();
    const dialog = await screen.findByRole('dialog');
    const accept = within(dialog).getByRole('button', { name: 'Alle akzeptieren' });
    const refuse = within(dialog).getByRole('button', { name: 'Nur notwendige' });
    expect(accept.parentElement).toBe(refuse.parentElement);
    expect(accept.className).toBe(refuse.className);
    const settings = within(dialog).getByRole('button', { name: 'Einstellungen' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    const links = settings.parentElement as HTMLElement;
    expect([...links.children].map((child) => child.textContent)).toEqual([
      'Einstellungen',
      'Datenschutzerklärung',
      'Cookie-Richtlinie',
      'Impressum',
    ]);
    expect(within(links).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/page/datenschutz');
    expect(within(links).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/page/impressum');
  });

  it('clamps the text in the summary and opens it with „Mehr lesen“, a button that says it is expanded and controls the text', async () => {
    session(false);
    renderBanner();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('data-view', 'summary');
    expect(dialog).not.toHaveAttribute('data-expanded');
    const more = within(dialog).getByRole('button', { name: 'Mehr lesen' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toMatch(/^Wir verwenden technisch notwendige Cookies.*am Seitenende ändern oder widerrufen\.$/);
    await userEvent.click(more);
    expect(dialog).toHaveAttribute('data-expanded');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Weniger anzeigen');
    expect(more).toHaveFocus();
    await userEvent.click(more);
    expect(dialog).not.toHaveAttribute('data-expanded');
    expect(more).toHaveTextContent('Mehr lesen');
  });

  it('keeps the text open when the visitor opened it on the server’s banner before the script ran, and removes that banner', async () => {
    session(false);
    const early = document.createElement('section');
    early.id = 'mp-first-banner';
    early.setAttribute('data-expanded', '');
    document.body.append(early);
    renderBanner();
    const dialog = await screen.findByRole('dialog', { name: 'Cookies auf dem Marktplatz' });
    expect(dialog).toHaveAttribute('data-expanded');
    expect(within(dialog).getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mp-first-banner')).toBeNull();
  });

  it('opens the settings with the whole text, no „Mehr lesen“, „Auswahl speichern“ as a third equal button and the focus on the title', async () => {
    session(false);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    // the operator's texts load with the settings
    const dialog = await screen.findByRole('dialog', { name: 'Wir respektieren Ihre Privatsphäre' });
    expect(dialog).toHaveAttribute('data-view', 'details');
    expect(within(dialog).queryByRole('button', { name: 'Mehr lesen' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Einstellungen' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
    const save = within(dialog).getByRole('button', { name: 'Auswahl speichern' });
    const accept = within(dialog).getByRole('button', { name: 'Alle akzeptieren' });
    expect(save.parentElement).toBe(accept.parentElement);
    expect(save.className).toBe(accept.className);
    expect(await within(dialog).findByRole('checkbox', { name: /Notwendig/ })).toBeChecked();
  });

  it('lists only the categories the site uses in its settings, necessary fixed on', async () => {
    session(false);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    const necessary = await screen.findByRole('checkbox', { name: /Notwendig/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Marketing' })).not.toBeInTheDocument();
    expect(screen.getByText('_pk_id')).toBeInTheDocument();
  });

  it('stores a selection with its date and banner version', async () => {
    session(false);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Einstellungen' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toEqual({ version: CONSENT_VERSION, decidedAt: expect.any(String), categories: ['necessary', 'statistics'] });
    expect(Number.isNaN(Date.parse(stored().decidedAt))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks again when the stored choice belongs to an older banner version', async () => {
    session(false);
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, optional: true, decidedAt: '2026-01-01T00:00:00.000Z' }),
    );
    expect(readConsent()).toBeNull();
    renderBanner();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('records a logged-in user’s choice with the server under the consent version it answered', async () => {
    session(true);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(http.post).toHaveBeenCalledWith('/acceptCookie', { accepted: ['statistics'], version: CONSENT_VERSION });
    expect(stored().categories).toEqual(['necessary', 'statistics']);
  });

  it('does not call the server for a guest and stays hidden once chosen', async () => {
    session(false);
    const { unmount } = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Nur notwendige' }));
    expect(http.post).not.toHaveBeenCalled();
    expect(stored().categories).toEqual(['necessary']);
    unmount();
    renderBanner();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopens with the current choice from „Cookie-Einstellungen“, so consent can be withdrawn', async () => {
    session(false);
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => openCookieSettings());
    expect(await screen.findByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistik' }));
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored().categories).toEqual(['necessary']);
  });
  describe('the consent version from the API', () => {
    const decidedUnder = (version: number, categories = ['necessary', 'statistics']) =>
      window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ version, decidedAt: '2026-11-01T10:00:00.000Z', categories }));

    it('asks again when the stored choice was made under an older version than /layoutData names', async () => {
      session(false);
      decidedUnder(CONSENT_VERSION);
      jest.mocked(loadLayout).mockResolvedValue(layoutWith(CONSENT_VERSION + 1));
      renderBanner();
      expect(await screen.findByRole('dialog', { name: 'Cookies auf dem Marktplatz' })).toBeInTheDocument();
      expect(readConsent()).toBeNull();
      expect(hasConsent('statistics')).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Nur notwendige' }));
      expect(stored()).toEqual({ version: CONSENT_VERSION + 1, decidedAt: expect.any(String), categories: ['necessary'] });
    });

    it('records a logged-in user’s renewed choice with the server under the raised version', async () => {
      session(true);
      decidedUnder(CONSENT_VERSION);
      jest.mocked(loadLayout).mockResolvedValue(layoutWith(CONSENT_VERSION + 1));
      renderBanner();
      await userEvent.click(await screen.findByRole('button', { name: 'Nur notwendige' }));
      expect(http.post).toHaveBeenCalledWith('/acceptCookie', { accepted: [], version: CONSENT_VERSION + 1 });
    });

    it('asks again when the server’s page carries a newer version, without waiting for /layoutData', async () => {
      session(false);
      decidedUnder(CONSENT_VERSION);
      jest.mocked(loadLayout).mockReturnValue(new Promise(() => undefined));
      (window as { __marktplatzCookieBanner?: unknown }).__marktplatzCookieBanner = { ...cms.cookieBanner, version: 7 };
      resetConsentCache();
      renderBanner();
      expect(await screen.findByRole('dialog', { name: 'Wir respektieren Ihre Privatsphäre' })).toBeInTheDocument();
      expect(loadLayout).not.toHaveBeenCalled();
    });

    it('keeps a choice made under the current version: no banner, statistics allowed', async () => {
      session(false);
      decidedUnder(CONSENT_VERSION + 1);
      jest.mocked(loadLayout).mockResolvedValue(layoutWith(CONSENT_VERSION + 1));
      renderBanner();
      await waitFor(() => expect(hasConsent('statistics')).toBe(true));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('while the version loads, shows no banner for a choice under the built-in version and allows no statistics yet', async () => {
      session(false);
      decidedUnder(CONSENT_VERSION);
      let answer: (layout: Awaited<ReturnType<typeof loadLayout>>) => void = () => undefined;
      jest.mocked(loadLayout).mockReturnValue(new Promise((resolve) => (answer = resolve)));
      renderBanner();
      expect(readConsent()?.categories).toEqual(['necessary', 'statistics']);
      expect(hasConsent('statistics')).toBe(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(async () => answer(layoutWith(CONSENT_VERSION)));
      expect(hasConsent('statistics')).toBe(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('falls back to the built-in version when /layoutData fails', async () => {
      session(false);
      decidedUnder(CONSENT_VERSION - 1);
      jest.mocked(loadLayout).mockResolvedValue(null);
      renderBanner();
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
      setConsentVersion(null);
      expect(readConsent()).toBeNull();
    });
  });
});
