import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import PackagesPage from './PackagesPage';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
});

const pkg = (id: number, code: string, name: string, net: number, premium = false) => ({
  id,
  code,
  name,
  description: `${name} für Anbieter`,
  price: Math.round(net * 119) / 10000,
  price_cents: Math.round(net * 1.19),
  net_price: net / 100,
  net_price_cents: net,
  vat_rate: 19,
  interval: 'month',
  is_premium: premium,
  max_active_products: premium ? null : code === 'plus' ? 1000 : 250,
  max_lead_routes: 1,
  max_store_locations: 1,
});
const packages = [pkg(1, 'basis', 'Basis', 1900), pkg(2, 'plus', 'Plus', 4900), pkg(3, 'premium', 'Premium', 9900, true)];

function answer({ method, url, data }: { method: string; url: string; data: unknown }) {
  if (url === 'getPackages') return { status: 200, data: { status: true, data: packages } };
  if (url === 'subscriptionInfo') return { status: 200, data: { status: true, data: { subscription: null, open_invoices: [] } } };
  if (url === 'getPackageInfo')
    return {
      status: 200,
      data: {
        status: true,
        data: { package: packages[1], change: 'new', proration: null, proration_cents: null, effective_date: '2026-11-27' },
      },
    };
  if (method === 'POST' && url === 'buyPackage') {
    const body = data as { iban?: string };
    if (body.iban === 'DE00')
      return {
        status: 422,
        data: {
          status: false,
          message: 'Die Angaben sind ungültig.',
          errors: { iban: ['Bitte geben Sie eine gültige IBAN ein (z. B. DE89 3704 0044 0532 0130 00).'] },
        },
      };
    return { status: 201, data: { status: true, message: 'Ihr Paket ist gebucht.', data: {} } };
  }
  return { status: 404, data: { status: false, message: 'nicht gefunden' } };
}

describe('packages page', () => {
  it('shows the three packages with German prices and their entitlements', async () => {
    signIn('Company');
    api = mockApi(answer);
    renderAt(<PackagesPage />);
    const premium = await screen.findByTestId('package-premium');
    expect(within(premium).getByText(/117,81\s€/)).toBeInTheDocument();
    expect(within(premium).getByText('Premium-Abzeichen und Suchvorteil')).toBeInTheDocument();
    expect(within(premium).getByText('Unbegrenzt aktive Produkte')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-basis')).getByText('Bis zu 250 aktive Produkte')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-plus')).getByText('Bis zu 1.000 aktive Produkte')).toBeInTheDocument();
  });

  it('asks for the SEPA mandate, shows the IBAN error on the field and keeps the input', async () => {
    signIn('Company');
    api = mockApi(answer);
    renderAt(<PackagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Plus buchen' }));
    const dialog = await screen.findByRole('dialog');
    // the dialog loads the package's payment details first
    await userEvent.click(await within(dialog).findByLabelText('SEPA-Lastschrift', {}, { timeout: 5000 }));
    await userEvent.type(within(dialog).getByLabelText(/Kontoinhaber/), 'Muster GmbH');
    await userEvent.type(within(dialog).getByLabelText(/^IBAN/), 'DE00');
    await userEvent.click(within(dialog).getByLabelText(/Ich ermächtige/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kostenpflichtig buchen' }));
    expect(await within(dialog).findByText(/gültige IBAN/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Kontoinhaber/)).toHaveValue('Muster GmbH');
    expect(api.calls.find((call) => call.url === 'buyPackage')?.data).toEqual({
      package_id: 2,
      payment_method: 'sepa',
      account_holder: 'Muster GmbH',
      iban: 'DE00',
      sepa_mandate: 1,
    });
  });

  it('buys by invoice after the confirmation and goes to the subscription', async () => {
    signIn('Company');
    api = mockApi(answer);
    renderAt(<PackagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Plus buchen' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/58,31\s€/, {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kostenpflichtig buchen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/subscription'));
    expect(api.calls.find((call) => call.url === 'buyPackage')?.data).toEqual({ package_id: 2, payment_method: 'invoice' });
  });
});
