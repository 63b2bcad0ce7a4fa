import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { mockApi, renderAt, signIn, type ApiMock } from './test/harness';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('account area', () => {
  it('sends a guest from an account page to the login with the page as redirect', async () => {
    api = mockApi(() => ({ status: 200, data: { data: { pageBanners: { data: [] } } } }));
    authStore.login({ token: 'x', role: 'User', user_id: 1 });
    authStore.reset();
    window.localStorage.clear();
    await authStore.initialise();
    const { container } = renderAt(<Area />, '/account/addresses?tab=billing');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Faccount%2Faddresses%3Ftab%3Dbilling'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });

  it('shows the account overview with the account navigation to a customer', async () => {
    signIn('User');
    renderAt(<Area />, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mein Konto' });
    expect(nav).toHaveTextContent('Adressen');
    expect(screen.queryByTestId('provider-navigation')).toBeNull();
  });

  it('shows the provider navigation and no address books to a provider', async () => {
    signIn('Company');
    renderAt(<Area />, '/account');
    expect(await screen.findByTestId('provider-navigation')).toHaveTextContent('Produkte');
    expect(screen.getByRole('navigation', { name: 'Mein Konto' })).not.toHaveTextContent('Adressen');
  });

  it('shows „Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.“ when logout fails and keeps the session', async () => {
    signIn('User');
    const error = jest.spyOn(notify, 'error').mockImplementation(() => '');
    api = mockApi(() => ({ status: 500, data: { status: false, message: 'kaputt' } }));
    renderAt(<Area />, '/account');
    await userEvent.click(await screen.findByTestId('account-logout'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Es ist etwas schief gelaufen, bitte versuchen Sie es erneut.'));
    expect(authStore.getState().authenticated).toBe(true);
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: 'logout' });
  });

  it('shows a German not-found page for an unknown account route', async () => {
    renderAt(<Area />, '/account/gibt/es/nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite im Bereich „Konto“ nicht gefunden' })).toBeInTheDocument();
  });
});
