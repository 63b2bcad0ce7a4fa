import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

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

  it('shows a customer the newest orders, each linked to its page, and the newest notifications', async () => {
    signIn('User');
    api = mockApi(({ url }) =>
      url === 'api/shop/orders'
        ? {
            status: 200,
            data: {
              status: true,
              data: [
                {
                  id: 1,
                  order_number: 'MP-2026-000123',
                  order_date: '2026-11-20T10:00:00.000Z',
                  order_status: 'pending',
                  order_status_text: 'Eingegangen',
                  order_amount_cents: 2495,
                  product_names: 'Kaffeebecher, Glasteller',
                },
              ],
              meta: { current_page: 1, last_page: 1, per_page: 3, total: 1 },
            },
          }
        : {
            status: 200,
            data: {
              status: true,
              data: {
                unread_count: 1,
                notifications: [
                  {
                    id: 9,
                    type: 'order',
                    title: 'Bestellung eingegangen',
                    body: 'Danke!',
                    data: null,
                    read_at: null,
                    created_at: '2026-11-20T10:00:00.000Z',
                  },
                ],
              },
            },
          },
    );
    renderAt(<Area />, '/account');
    const orders = await screen.findByTestId('recent-orders');
    expect(await screen.findByRole('link', { name: 'MP-2026-000123' })).toHaveAttribute('href', '/orders/MP-2026-000123');
    expect(orders).toHaveTextContent('vom 20.11.2026 · 24,95 €');
    expect(orders).toHaveTextContent('Eingegangen');
    expect(await screen.findByText('Bestellung eingegangen')).toBeInTheDocument();
    expect(screen.getByTestId('recent-notifications')).toHaveTextContent('1 ungelesen');
    expect(api.calls.find((call) => call.url === 'api/shop/orders')?.config.params).toEqual({ page: 1, per_page: 3 });
  });

  it('points a customer without orders to the shop', async () => {
    signIn('User');
    api = mockApi(({ url }) =>
      url === 'api/shop/orders'
        ? { status: 200, data: { status: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 3, total: 0 } } }
        : { status: 200, data: { status: true, data: { unread_count: 0, notifications: [] } } },
    );
    renderAt(<Area />, '/account');
    expect(await screen.findByText('Sie haben noch nichts bestellt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Marktplatz' })).toHaveAttribute('href', '/shop');
    expect(await screen.findByText('Keine neuen Benachrichtigungen.')).toBeInTheDocument();
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
    expect(api.calls.find((call) => call.url === 'logout')).toMatchObject({ method: 'POST', url: 'logout' });
  });

  it('shows a German not-found page for an unknown account route', async () => {
    renderAt(<Area />, '/account/gibt/es/nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite im Bereich „Konto“ nicht gefunden' })).toBeInTheDocument();
  });
});
