import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@marktplatz/shared';
import SubscriptionPage from './SubscriptionPage';
import { commissionInvoiceFixture, mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
});

const plus = {
  id: 2,
  code: 'plus',
  name: 'Plus',
  description: '',
  price: 58.31,
  price_cents: 5831,
  net_price: 49,
  net_price_cents: 4900,
  vat_rate: 19,
  interval: 'month',
  is_premium: false,
  max_active_products: 500,
  max_lead_routes: 5,
  max_store_locations: 3,
};

const subscription = {
  id: 7,
  status: 'active',
  status_text: 'Aktiv',
  package: plus,
  pending_package: null,
  payment_method: 'invoice',
  payment_method_text: 'Rechnung (Überweisung)',
  start_date: '2026-11-27',
  end_date: '2026-12-27',
  next_billing_date: '2026-12-27',
  mandate_reference: null,
  iban_last4: null,
  cancelled_at: null,
  created_at: '2026-11-27T10:00:00.000Z',
};

const invoice = {
  id: 11,
  invoice_number: 'MP-2026-00011',
  kind: 'purchase',
  kind_text: 'Paketkauf',
  period_start: '2026-11-27',
  period_end: '2026-12-27',
  net: 49,
  net_cents: 4900,
  vat: 9.31,
  vat_cents: 931,
  total: 58.31,
  total_cents: 5831,
  vat_rate: 19,
  payment_method: 'invoice',
  payment_method_text: 'Rechnung (Überweisung)',
  status: 'open',
  status_text: 'Offen',
  due_date: '2026-12-11',
  issued_at: '2026-11-27T10:00:00.000Z',
  paid_at: null,
};

const commissionInvoice = commissionInvoiceFixture;
const commissionCredit = {
  ...commissionInvoice,
  id: 22,
  document_number: 'PG-2026-00002',
  kind: 'credit_note',
  kind_text: 'Gutschrift',
  net: 3.33,
  net_cents: 333,
  vat: 0.63,
  vat_cents: 63,
  total: 3.96,
  total_cents: 396,
  line_count: 1,
  refers_to: ['PR-2026-00007'],
  status_text: 'Guthaben gutgeschrieben',
};

function answer(state: { cancelled: boolean }) {
  return ({ method, url }: { method: string; url: string }) => {
    if (url === 'subscriptionInfo')
      return {
        status: 200,
        data: {
          status: true,
          data: {
            subscription: state.cancelled
              ? { ...subscription, status: 'cancelled', status_text: 'Gekündigt zum Laufzeitende' }
              : subscription,
            open_invoices: [invoice],
          },
        },
      };
    if (url === 'getProviderSubscriptions') return { status: 200, data: { status: true, data: [invoice] } };
    if (url === 'billing/commission-documents') return { status: 200, data: { status: true, data: [commissionCredit, commissionInvoice] } };
    if (url.startsWith('billing/commission-documents/')) return { status: 200, data: new Blob(['%PDF-']) };
    if (method === 'POST' && url === 'updateSubscription') {
      state.cancelled = true;
      return { status: 200, data: { status: true, data: { ...subscription, status: 'cancelled' } } };
    }
    return { status: 404, data: { status: false, message: 'nicht gefunden' } };
  };
}

describe('subscription page', () => {
  it('shows the package, the period in German dates and the invoice amount in euros', async () => {
    signIn('Company');
    api = mockApi(answer({ cancelled: false }));
    renderAt(<SubscriptionPage />);
    const box = await screen.findByTestId('subscription');
    expect(within(box).getByText('Plus')).toBeInTheDocument();
    expect(within(box).getByText('27.11.2026 – 27.12.2026')).toBeInTheDocument();
    expect(await screen.findByText('MP-2026-00011', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.getAllByText(/58,31\s€/).length).toBeGreaterThan(0);
  });

  it('filters the invoices by issue date only when „Filtern“ is pressed', async () => {
    signIn('Company');
    api = mockApi(answer({ cancelled: false }));
    renderAt(<SubscriptionPage />);
    const filter = await screen.findByRole('form', { name: 'Filtern' });
    fireEvent.change(within(filter).getByLabelText('Von'), { target: { value: '2026-11-01' } });
    const calls = () => api!.calls.filter((call) => call.url === 'getProviderSubscriptions');
    const before = calls().length;
    await userEvent.click(within(filter).getByRole('button', { name: 'Filtern' }));
    await waitFor(() => expect(calls().length).toBe(before + 1));
    expect(calls().at(-1)?.config.params).toEqual({ start_date: '2026-11-01' });
  });

  it('cancels only after the confirmation, then shows the cancelled state', async () => {
    signIn('Company');
    api = mockApi(answer({ cancelled: false }));
    renderAt(<SubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abonnement kündigen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/bis zum 27\.12\.2026 aktiv/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url === 'updateSubscription')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, zum Laufzeitende kündigen' }));
    await waitFor(() => expect(api?.calls.filter((call) => call.url === 'updateSubscription')).toHaveLength(1));
    expect(api.calls.find((call) => call.url === 'updateSubscription')?.data).toEqual({ action: 'cancel' });
    expect(await screen.findByRole('button', { name: 'Kündigung zurücknehmen' })).toBeInTheDocument();
  });

  it('lists the Provisionsrechnungen and Gutschriften with type, period, net, VAT and gross in German, and downloads them', async () => {
    signIn('Company');
    api = mockApi(answer({ cancelled: false }));
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<SubscriptionPage />);
    const table = await screen.findByRole('table', { name: 'Provisionsrechnungen und Gutschriften' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const invoiceRow = rows.find((row) => within(row).queryByText('PR-2026-00007'));
    expect(invoiceRow).toBeDefined();
    expect(within(invoiceRow!).getByText('Provisionsrechnung')).toBeInTheDocument();
    expect(within(invoiceRow!).getByText('01.11.2026 – 30.11.2026')).toBeInTheDocument();
    expect(within(invoiceRow!).getByText(/123,45\s€/)).toBeInTheDocument();
    expect(within(invoiceRow!).getByText(/23,46\s€/)).toBeInTheDocument();
    expect(within(invoiceRow!).getByText(/146,91\s€/)).toBeInTheDocument();
    expect(within(table).getByText('Gutschrift')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Gutschrift PG-2026-00002 als E-Rechnung (XML) herunterladen' }));
    await waitFor(() => expect(api?.calls.some((call) => call.url === 'billing/commission-documents/22/xml')).toBe(true));
    await userEvent.click(within(table).getByRole('button', { name: 'Provisionsrechnung PR-2026-00007 als PDF herunterladen' }));
    await waitFor(() => expect(api?.calls.some((call) => call.url === 'billing/commission-documents/21/pdf')).toBe(true));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  it('offers the packages when there is no subscription', async () => {
    signIn('Company');
    api = mockApi(({ url }) =>
      url === 'subscriptionInfo'
        ? { status: 200, data: { status: true, data: { subscription: null, open_invoices: [] } } }
        : { status: 200, data: { status: true, data: [] } },
    );
    renderAt(<SubscriptionPage />);
    expect(await screen.findByText('Sie haben noch kein Paket gebucht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pakete ansehen' })).toHaveAttribute('href', '/account/packages');
    expect(await screen.findByText('Noch keine Rechnungen.')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Provisionsrechnungen oder Gutschriften.')).toBeInTheDocument();
  });
});
