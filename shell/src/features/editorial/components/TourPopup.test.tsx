import { act, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@marktplatz/shared';
import { mockApi, ok, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import { resetConsentCache, storeConsent } from '../../../layout/cookieConsent';
import { resetOverlays, setMenuOpen } from '../../../layout/overlays';
import { TourPopup } from './TourPopup';

let api: ApiMock | undefined;

beforeEach(() => {
  localStorage.clear();
  resetConsentCache();
  resetOverlays();
  storeConsent(['necessary']);
});

afterEach(() => {
  api?.restore();
  api = undefined;
  signOut();
});

describe('tour popup', () => {
  it("asks a signed-in user's tour state with the login (no 401) and shows the tour when it was not seen", async () => {
    signIn('User');
    api = mockApi((call) => {
      if (call.url === 'getTourPopup') return ok({ tour_popup_seen: false });
      if (call.url === 'setTourPopup') return ok({ tour_popup_seen: true });
      return undefined;
    });
    render(
      <ThemeProvider>
        <TourPopup />
      </ThemeProvider>,
    );
    expect(await screen.findByTestId('tour-popup')).toBeInTheDocument();
    const asked = api.calls.find((call) => call.url === 'getTourPopup');
    expect(asked?.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(api?.calls.some((call) => call.url === 'setTourPopup')).toBe(true));
  });

  it('stays closed for a signed-in user who has seen it', async () => {
    signIn('User');
    api = mockApi((call) => (call.url === 'getTourPopup' ? ok({ tour_popup_seen: true }) : undefined));
    render(
      <ThemeProvider>
        <TourPopup />
      </ThemeProvider>,
    );
    await waitFor(() => expect(api?.calls.some((call) => call.url === 'getTourPopup')).toBe(true));
    expect(screen.queryByTestId('tour-popup')).toBeNull();
  });

  it('steps back while the header menu is open and comes back after', async () => {
    render(
      <ThemeProvider>
        <TourPopup />
      </ThemeProvider>,
    );
    expect(await screen.findByTestId('tour-popup')).toBeInTheDocument();
    act(() => setMenuOpen(true));
    expect(screen.queryByTestId('tour-popup')).toBeNull();
    act(() => setMenuOpen(false));
    expect(screen.getByTestId('tour-popup')).toBeInTheDocument();
  });
});
