import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http, requestGraphql, ThemeProvider, useAuth } from '@marktplatz/shared';
import CookieBanner from './CookieBanner';
import { COOKIE_CONSENT_KEY } from './cookieConsent';

jest.mock('@marktplatz/shared', () => {
  const actual = jest.requireActual('@marktplatz/shared');
  return { ...actual, useAuth: jest.fn(), requestGraphql: jest.fn(), http: { post: jest.fn() } };
});

const query = jest.fn<ReturnType<typeof requestGraphql>, Parameters<typeof requestGraphql>>();

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

describe('CookieBanner', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.localStorage.clear();
    jest.mocked(requestGraphql).mockImplementation(query);
    jest.mocked(http.post).mockResolvedValue({ data: { status: true } });
  });

  it('shows the texts of the content query cookieBanner', async () => {
    session(false);
    query.mockResolvedValue({
      data: { cookieBanner: { title: 'Wir nutzen Cookies', content: 'Text aus dem CMS', accept_all_text: 'Alle erlauben', reject_text: 'Ablehnen' } },
    });
    renderBanner();
    expect(await screen.findByRole('dialog', { name: 'Wir nutzen Cookies' })).toHaveTextContent('Text aus dem CMS');
    expect(screen.getByRole('button', { name: 'Alle erlauben' })).toBeInTheDocument();
  });

  it('falls back to German defaults when the query fails', async () => {
    session(false);
    query.mockRejectedValue(new Error('offline'));
    renderBanner();
    expect(await screen.findByRole('dialog', { name: 'Cookies auf dem Marktplatz' })).toBeInTheDocument();
  });

  it('asks the content query cookieBanner without loading Apollo', async () => {
    session(false);
    query.mockResolvedValue({ data: { cookieBanner: null } });
    renderBanner();
    expect(await screen.findByRole('dialog', { name: 'Cookies auf dem Marktplatz' })).toBeInTheDocument();
    expect(query).toHaveBeenCalledWith(expect.stringMatching(/query CookieBanner \{\s*cookieBanner \{/));
  });

  it('stores the choice and tells the server when a logged-in user accepts', async () => {
    session(true);
    query.mockRejectedValue(new Error('offline'));
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Alle akzeptieren' }));
    expect(http.post).toHaveBeenCalledWith('/acceptCookie', {});
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? '{}').optional).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not call the server for a guest and stays hidden once chosen', async () => {
    session(false);
    query.mockRejectedValue(new Error('offline'));
    const { unmount } = renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Nur notwendige' }));
    expect(http.post).not.toHaveBeenCalled();
    unmount();
    renderBanner();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(query).toHaveBeenCalledTimes(1);
  });
});
