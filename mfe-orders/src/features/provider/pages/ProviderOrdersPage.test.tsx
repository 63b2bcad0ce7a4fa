import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';
import ProviderOrdersPage from './ProviderOrdersPage';

const none = ok([], { meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 }, summary: { total_order_value: 0 } });

describe('ProviderOrdersPage filters', () => {
  let api: ApiMock | undefined;
  beforeEach(() => {
    authStore.reset();
    signIn('Company');
  });
  afterEach(() => api?.restore());

  it('starts with the filters of the address, applies on Enter and empties fields and address with „Zurücksetzen“', async () => {
    api = mockApi((call) => (call.url === 'api/providerOrders' ? none : undefined));
    renderAt(<ProviderOrdersPage />, '/orders/provider?status=confirmed&search=Becher');
    expect(await screen.findByText('Keine Bestellung passt zu diesen Filtern.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    const search = screen.getByLabelText(/Suche/);
    expect(search).toHaveValue('Becher');
    expect(search).toHaveAccessibleDescription('Bestellnummer, Kunde, E-Mail oder Artikel');

    await userEvent.clear(search);
    await userEvent.type(search, 'Teller{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/provider?status=confirmed&search=Teller'));

    await userEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/provider$/));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(search).toHaveValue('');
    expect(await screen.findByText('Keine Bestellungen gefunden.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a filter at its field', async () => {
    api = mockApi((call) =>
      call.url === 'api/providerOrders' && (call.params as Record<string, unknown>).date_from
        ? {
            status: 422,
            data: { status: false, message: 'Ungültige Eingaben.', errors: { date_from: ['Das Datum liegt in der Zukunft.'] } },
          }
        : call.url === 'api/providerOrders'
          ? none
          : undefined,
    );
    renderAt(<ProviderOrdersPage />, '/orders/provider');
    await screen.findByText('Keine Bestellungen gefunden.');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText('Das Datum liegt in der Zukunft.')).toBeInTheDocument();
  });
});
