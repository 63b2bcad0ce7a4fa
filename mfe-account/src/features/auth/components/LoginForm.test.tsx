import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStorage, authStore, notify } from '@marktplatz/shared';
import LoginPage from '../pages/LoginPage';
import { testToken, mockApi, renderAt, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
/** The REST calls (the page's GraphQL texts and banners are answered too, but are not what these tests check). */
const restCalls = () => (api?.calls ?? []).filter((call) => !call.url.startsWith('graphql:'));
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const loginResponse = () => ({
  token: testToken(),
  role: 'User',
  user_id: 7,
  first_name: 'Mia',
  last_name: 'Klein',
  registration_completed: true,
});

async function fillAndSend(login = 'mia@example.com', password = 'Geheim123!') {
  await userEvent.type(screen.getByLabelText(/E-Mail-Adresse oder Benutzername/), login);
  await userEvent.type(screen.getByLabelText(/^Passwort\s*\*?$/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('login page', () => {
  beforeEach(() => jest.spyOn(notify, 'success').mockImplementation(() => ''));

  it('shows the server text „E-Mail-Adresse oder Passwort ist falsch.“ on a wrong password and stays on the page', async () => {
    api = mockApi(() => ({
      status: 422,
      data: {
        status: false,
        message: 'E-Mail-Adresse oder Passwort ist falsch.',
        errors: { email: ['E-Mail-Adresse oder Passwort ist falsch.'] },
      },
    }));
    renderAt(<LoginPage />, '/login');
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    expect(authStorage.getToken()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends a text without @ as username', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: loginResponse() } }));
    renderAt(<LoginPage />, '/login');
    await fillAndSend('mia');
    await waitFor(() => expect(restCalls()[0]?.data).toEqual({ username: 'mia', password: 'Geheim123!' }));
  });

  it('stores the session and the banner state, then returns to the redirect target', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: loginResponse() } }));
    renderAt(<LoginPage />, '/login?redirect=%2Faccount%2Faddresses');
    await fillAndSend();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/addresses'));
    expect(restCalls()[0]).toMatchObject({ method: 'POST', url: 'login', data: { email: 'mia@example.com', password: 'Geheim123!' } });
    expect(authStorage.getRole()).toBe('Customer');
    expect(authStorage.getBanner()).toEqual({ registration_completed: true, canceled: false, role: 'User' });
  });

  it('tells a guest sent from „Zur Kasse“ why to log in, and returns to the checkout afterwards', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: loginResponse() } }));
    renderAt(<LoginPage />, '/login?redirect=%2Fshop%2Fcheckout');
    expect(screen.getByTestId('login-reason')).toHaveTextContent('Bitte melden Sie sich an, um zur Kasse zu gehen.');
    await fillAndSend();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shop/checkout'));
  });

  it('asks in general words when another page needs the login', () => {
    renderAt(<LoginPage />, '/login?redirect=%2Faccount%2Faddresses');
    expect(screen.getByTestId('login-reason')).toHaveTextContent('Bitte melden Sie sich an, um fortzufahren.');
  });

  it('takes a provider without redirect to the provider dashboard', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: { ...loginResponse(), role: 'Company' } } }));
    renderAt(<LoginPage />, '/login');
    await fillAndSend();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/shop\/provider$/));
  });

  it('takes a customer without redirect to the account overview', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: loginResponse() } }));
    renderAt(<LoginPage />, '/login');
    await fillAndSend();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
  });

  it('shows the typed password on „Passwort anzeigen“ and hides it again', async () => {
    renderAt(<LoginPage />, '/login');
    const field = screen.getByLabelText(/^Passwort\s*\*?$/);
    expect(field).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(field).toHaveAttribute('type', 'password');
  });

  it('ignores a redirect to another site', async () => {
    api = mockApi(() => ({ status: 200, data: { status: true, data: loginResponse() } }));
    renderAt(<LoginPage />, '/login?redirect=%2F%2Fevil.example');
    await fillAndSend();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
  });

  it('asks for the SMS code when two-factor is on and finishes with POST /login/two-factor', async () => {
    api = mockApi(({ url }) =>
      url === 'login'
        ? {
            status: 200,
            data: { status: true, data: { two_factor_required: true, two_factor_token: 'tf-1', two_factor_mobile_hint: '+49 ••• 89' } },
          }
        : { status: 200, data: { status: true, data: loginResponse() } },
    );
    renderAt(<LoginPage />, '/login');
    await fillAndSend();
    expect(await screen.findByText(/\+49 ••• 89/)).toBeInTheDocument();
    expect(authStorage.getToken()).toBeNull();
    await userEvent.type(screen.getByLabelText(/SMS-Code/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Code bestätigen' }));
    expect(await screen.findByText('Der Code besteht aus 6 Ziffern.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/SMS-Code/));
    await userEvent.type(screen.getByLabelText(/SMS-Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Code bestätigen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/));
    expect(restCalls()[1]).toMatchObject({ url: 'login/two-factor', data: { two_factor_token: 'tf-1', code: '123456' } });
  });

  it('offers to resend the confirmation e-mail when the account is not confirmed', async () => {
    api = mockApi(({ url }) =>
      url === 'login'
        ? { status: 403, data: { status: false, code: 'EMAIL_NOT_CONFIRMED', message: 'not confirmed' } }
        : { status: 200, data: { status: true } },
    );
    jest.spyOn(notify, 'info').mockImplementation(() => '');
    renderAt(<LoginPage />, '/login');
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.');
    await userEvent.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    await waitFor(() => expect(restCalls()[1]).toMatchObject({ url: 'register/resend-confirmation', data: { email: 'mia@example.com' } }));
  });

  it('shows the confirmation result of the e-mail link (?confirmed=1)', () => {
    api = mockApi(() => ({ status: 200, data: { data: { pageBanners: { data: [] } } } }));
    renderAt(<LoginPage />, '/login?confirmed=1');
    expect(screen.getByRole('status')).toHaveTextContent('Ihre E-Mail-Adresse ist bestätigt.');
  });
});
