import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@marktplatz/shared';
import Area, { REMOTE_NAME } from './Area';
import { mockApi, ok, renderAt, signIn } from '@marktplatz/shared/testing';

const widerrufState = {
  possible: true,
  reason: null,
  deadline: null,
  items: [
    { item_id: 11, product_name: 'Kaffeebecher', variant_label: '', qty: 2, qty_open: 2, excluded: false, excluded_reason: null },
    {
      item_id: 12,
      product_name: 'Apfelkuchen',
      variant_label: '',
      qty: 1,
      qty_open: 1,
      excluded: true,
      excluded_reason: 'Frisch zubereitete Speisen sind ausgeschlossen.',
    },
  ],
};
const found = {
  order_number: 'MP-2026-000123',
  order_date: '2026-11-20T10:00:00Z',
  vendor_orders: [
    {
      id: 5,
      vendor_order_number: 'MP-2026-000123-1',
      provider_name: 'Töpferei Ton',
      status: 'shipped',
      widerruf: widerrufState,
      revocations: [],
    },
  ],
};

describe('Area', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  beforeEach(() => authStore.reset());
  afterEach(() => api?.restore());

  it('sends a guest from the order list to the login page, under its remote name', async () => {
    await authStore.initialise();
    const { container } = renderAt(<Area />, '/orders');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Forders'));
    expect(container.querySelector(`[data-area="${REMOTE_NAME}"]`)).not.toBeNull();
  });

  it('tells a customer that the provider pages are for providers', async () => {
    signIn('User');
    renderAt(<Area />, '/orders/provider');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nur für Anbieter' })).toBeInTheDocument();
  });

  it('opens the finance screen from the provider’s side navigation, marked as the current page', async () => {
    signIn('Company');
    api = mockApi((call) =>
      call.url === 'api/financeCalculator' || call.url === 'api/vendor-transaction-report-list'
        ? { status: 500, data: { status: false, message: 'Noch nicht verfügbar.' } }
        : undefined,
    );
    renderAt(<Area />, '/orders/provider/finance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finanzen' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Anbieterbereich Bestellungen' });
    expect(within(nav).getByRole('link', { name: 'Finanzen' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Finanzen – Marktplatz');
  });

  it('withdraws without login in two steps: order number and e-mail, then „Widerruf bestätigen“', async () => {
    api = mockApi((call) => {
      if (call.url === 'widerruf/lookup') {
        return (call.data as { email: string }).email === 'mia@example.org'
          ? ok(found)
          : {
              status: 404,
              data: { status: false, message: 'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.' },
            };
      }
      if (call.url === 'widerruf') {
        return {
          status: 201,
          data: {
            status: true,
            message: 'Ihr Widerruf ist eingegangen.',
            data: { id: 1, received_at_text: '25. November 2026 um 11:00:00 (Europe/Berlin)', refund_amount: 36, lines: [] },
          },
        };
      }
      return undefined;
    });
    renderAt(<Area />, '/orders/widerruf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeInTheDocument();
    // The lookup form's fields (react-final-form) subscribe in an effect, which runs after the lazy page is shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.change(screen.getByLabelText(/Bestellnummer/), { target: { value: 'MP-2026-000123' } });
    fireEvent.change(screen.getByLabelText(/E-Mail-Adresse der Bestellung/), { target: { value: 'falsch@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung suchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden.',
    );
    // The form keeps its input.
    expect(screen.getByLabelText(/Bestellnummer/)).toHaveValue('MP-2026-000123');

    fireEvent.change(screen.getByLabelText(/E-Mail-Adresse der Bestellung/), { target: { value: 'mia@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestellung suchen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Vertrag widerrufen' }));
    expect(screen.getByText(/Apfelkuchen:/).closest('p')).toHaveTextContent('Frisch zubereitete Speisen sind ausgeschlossen.');
    fireEvent.change(screen.getByLabelText(/Ihr Name/), { target: { value: 'Mia Klein' } });
    fireEvent.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }));
    expect(await screen.findByTestId('widerruf-done')).toHaveTextContent(
      'Ihr Widerruf ist am 25. November 2026 um 11:00:00 (Europe/Berlin) eingegangen.',
    );
    const declared = api.calls.find((call) => call.url === 'widerruf');
    expect(declared?.data).toEqual({
      order_number: 'MP-2026-000123',
      order_email: 'mia@example.org',
      shop_vendor_order_id: 5,
      lines: [],
      name: 'Mia Klein',
      email: 'mia@example.org',
    });
  });

  it('filters the provider’s orders and sends only the filters that are set', async () => {
    signIn('Company');
    api = mockApi((call) =>
      call.url === 'api/providerOrders'
        ? ok([], { meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 }, summary: { total_order_value: 0 } })
        : undefined,
    );
    renderAt(<Area />, '/orders/provider');
    expect(await screen.findByText('Keine Bestellungen gefunden.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });
    fireEvent.change(screen.getByLabelText(/Suche/), { target: { value: 'Becher' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText('Keine Bestellung passt zu diesen Filtern.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/provider?status=confirmed&search=Becher');
    expect(api.calls.at(-1)?.params).toEqual({ page: 1, per_page: 10, status: 'confirmed', search: 'Becher' });
  });
});
