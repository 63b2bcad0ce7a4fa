import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '../../test/harness';
import { isoDay, presetPeriod } from './period';
import FinancePage from './FinancePage';

// jsdom has no canvas: the lazily loaded chart is replaced by a stand-in that shows what it was given.
jest.mock('./FinanceChart', () => ({
  __esModule: true,
  default: ({ series, label }: { series: { label: string }[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="finance-chart">
      {series.map((bucket) => bucket.label).join(' | ')}
    </div>
  ),
}));

const bucket = (label: string, from: string, turnover: number, refunds: number) => ({
  label,
  date_from: from,
  date_to: from,
  turnover,
  turnover_cents: Math.round(turnover * 100),
  refunds,
  refunds_cents: Math.round(refunds * 100),
  commission: 0,
  commission_cents: 0,
  payouts: 0,
  payouts_cents: 0,
});

function calculation(period: { date_from: string; date_to: string; group: string }, turnover = 1234.5, refunds = 34.5) {
  return {
    period,
    totals: {
      turnover,
      turnover_cents: Math.round(turnover * 100),
      net: 1037.39,
      net_cents: 103739,
      vat: 197.11,
      vat_cents: 19711,
      commission: 0,
      commission_cents: 0,
      refunds,
      refunds_cents: Math.round(refunds * 100),
      payouts: turnover ? 500 : 0,
      payouts_cents: turnover ? 50000 : 0,
      total_order_value: turnover - refunds,
      total_order_value_cents: Math.round((turnover - refunds) * 100),
    },
    vat_by_rate: turnover
      ? [{ rate: 19, net: 1037.39, net_cents: 103739, tax: 197.11, tax_cents: 19711, gross: 1234.5, gross_cents: 123450 }]
      : [],
    series: turnover ? [bucket('01.11.2026', '2026-11-01', 1000, 0), bucket('02.11.2026', '2026-11-02', 234.5, 34.5)] : [],
    sale: null,
  };
}

const transactions = [
  {
    id: 7,
    booked_at: '2026-11-02T09:00:00Z',
    kind: 'sale',
    kind_text: 'Verkauf',
    vendor_order_number: 'MP-2026-000123-1',
    invoice_number: null,
    description: '',
    net: 197.06,
    net_cents: 19706,
    vat: 37.44,
    vat_cents: 3744,
    gross: 234.5,
    gross_cents: 23450,
  },
];

function report(call: RecordedCall, rows: unknown[] = transactions) {
  return ok(rows, {
    meta: { current_page: 1, last_page: 1, per_page: 20, total: rows.length },
    summary: {
      date_from: call.params.date_from,
      date_to: call.params.date_to,
      count: rows.length,
      turnover: 234.5,
      turnover_cents: 23450,
      refunds: 0,
      refunds_cents: 0,
      total_order_value: 234.5,
      total_order_value_cents: 23450,
    },
  });
}

describe('FinancePage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => signIn('Company'));
  afterEach(() => api.restore());

  it('shows this month’s figures in euros (de-DE), the chart with the same figures as a table, and the bookings', async () => {
    const month = presetPeriod('thisMonth', new Date());
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok(calculation(call.params as unknown as typeof month));
      if (call.url === 'api/vendor-transaction-report-list') return report(call);
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    expect(await screen.findByTestId('finance-turnover')).toHaveTextContent(/^1\.234,50\s€$/);
    expect(screen.getByTestId('finance-total-order-value')).toHaveTextContent(/^1\.200,00\s€$/);
    expect(api.calls.find((call) => call.url === 'api/financeCalculator')?.params).toEqual(month);
    expect(month.date_from).toBe(isoDay(new Date(new Date().getFullYear(), new Date().getMonth(), 1)));

    const chart = await screen.findByRole('img', { name: /^Balkendiagramm: Umsatz, Erstattungen, Provision und Auszahlungen/ });
    expect(chart).toHaveTextContent('01.11.2026 | 02.11.2026');
    const series = screen.getByRole('table', { name: 'Umsatz, Erstattungen, Provision und Auszahlungen je Zeitabschnitt' });
    const secondDay = within(series).getByRole('row', { name: /02\.11\.2026/ });
    expect(secondDay).toHaveTextContent(/234,50\s€/);
    expect(secondDay).toHaveTextContent(/34,50\s€/);
    expect(screen.getByRole('table', { name: 'Umsatzsteuer nach Steuersatz' })).toHaveTextContent(/19 %.*197,11\s€/);

    const bookings = await screen.findByRole('table', { name: 'Buchungen des Zeitraums, neueste zuerst' });
    expect(within(bookings).getByRole('row', { name: /MP-2026-000123-1/ })).toHaveTextContent(/Verkauf.*234,50\s€/);
    expect(api.calls.find((call) => call.url === 'api/vendor-transaction-report-list')?.params).toEqual({
      date_from: month.date_from,
      date_to: month.date_to,
      page: 1,
      per_page: 20,
    });
  });

  it('keeps a chosen period and grouping in the address and asks for them', async () => {
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok(calculation(call.params as never));
      if (call.url === 'api/vendor-transaction-report-list') return report(call);
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    await screen.findByTestId('finance-turnover');
    await userEvent.selectOptions(screen.getByLabelText('Zeitraum'), 'custom');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-06-30' } });
    await userEvent.selectOptions(screen.getByLabelText('Einteilung'), 'month');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/orders/provider/finance?preset=custom&date_from=2026-01-01&date_to=2026-06-30&group=month',
      ),
    );
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === 'api/financeCalculator').at(-1)?.params).toEqual({
        date_from: '2026-01-01',
        date_to: '2026-06-30',
        group: 'month',
      }),
    );
    expect(screen.getByTestId('finance-period')).toHaveTextContent('01.01.2026 bis 30.06.2026');
  });

  it('says so when the period has no bookings, and offers „Erneut versuchen“ when the figures fail to load', async () => {
    let fail = true;
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') {
        return fail
          ? { status: 500, data: { status: false, message: 'Die Kennzahlen konnten nicht berechnet werden.' } }
          : ok(calculation(call.params as never, 0, 0));
      }
      if (call.url === 'api/vendor-transaction-report-list') return report(call, []);
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    expect(await screen.findByText('Die Kennzahlen konnten nicht berechnet werden.')).toBeInTheDocument();
    expect(await screen.findByText('Keine Buchungen in diesem Zeitraum.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('In diesem Zeitraum gibt es keine Buchungen.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('downloads the period’s bookings as CSV for German spreadsheets', async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:umsaetze');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok(calculation(call.params as never));
      if (call.url === 'api/vendor-transaction-report-list') {
        return call.params.format === 'csv' ? { status: 200, data: new Blob(['Datum;Buchung\n']) } : report(call);
      }
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    await screen.findByRole('table', { name: 'Buchungen des Zeitraums, neueste zuerst' });
    await userEvent.selectOptions(screen.getByLabelText('Buchungsart'), 'refund');
    await userEvent.click(screen.getByRole('button', { name: 'Als CSV herunterladen' }));
    const month = presetPeriod('thisMonth', new Date());
    await waitFor(() => expect(saved).toEqual([`umsaetze-${month.date_from}-${month.date_to}.csv`]));
    expect(api.calls.find((call) => call.params.format === 'csv')?.params).toEqual({
      date_from: month.date_from,
      date_to: month.date_to,
      kind: 'refund',
      format: 'csv',
    });
    click.mockRestore();
  });
});
