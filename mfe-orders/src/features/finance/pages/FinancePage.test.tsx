import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiData, ApiResponse } from '@marktplatz/shared';
import { mockApi, ok, renderAt, signIn, type RecordedCall } from '@marktplatz/shared/testing';
import { isoDay, presetPeriod } from '../lib/period';
import FinancePage from './FinancePage';

// jsdom has no canvas: the lazily loaded chart is replaced by a stand-in that shows which months it was given.
jest.mock('../components/FinanceChart', () => ({
  __esModule: true,
  default: ({ months, label }: { months: { month: string }[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="finance-chart">
      {months.map((month) => month.month).join(' | ')}
    </div>
  ),
}));

type Calculation = ApiData<'/api/financeCalculator', 'get'>;
type Report = ApiResponse<'/api/vendor-transaction-report-list', 'get'>;

const money = (name: string, euros: number) => ({ [name]: euros, [`${name}_cents`]: Math.round(euros * 100) });

function period(call: RecordedCall, turnover = 1234.5, refunds = 34.5): Calculation['period'] {
  return {
    date_from: String(call.params.date_from),
    date_to: String(call.params.date_to),
    orders: turnover ? 3 : 0,
    ...money('turnover', turnover),
    ...money('vat', turnover ? 197.11 : 0),
    ...money('commission', turnover ? 123.45 : 0),
    ...money('refunds', refunds),
    ...money('payouts', turnover ? 500 : 0),
    ...money('total_order_value', turnover - refunds),
    ...money('remains', turnover ? turnover - refunds - 197.11 - 123.45 : 0),
    months: turnover
      ? [
          { month: '2026-10', ...money('turnover', 1000), ...money('refunds', 0) },
          { month: '2026-11', ...money('turnover', 234.5), ...money('refunds', 34.5) },
        ]
      : [],
  } as Calculation['period'];
}

const transaction = {
  id: 7,
  vendor_order_number: 'MP-2026-000123-1',
  order_number: 'MP-2026-000123',
  order_date: '2026-11-02T09:00:00Z',
  customer_name: 'Erika Muster',
  status: 'completed',
  status_text: 'Abgeschlossen',
  payment_status: 'paid',
  payment_status_text: 'Bezahlt',
  payment_method: 'paypal',
  ...money('gross', 234.5),
  ...money('net', 197.06),
  ...money('vat', 37.44),
  ...money('commission', 23.45),
  ...money('refunded', 34.5),
  ...money('order_value', 200),
  ...money('payout_share', 176.55),
} as Report['data'][number];

function report(rows: Report['data'] = [transaction]) {
  const summary = {
    count: rows.length,
    ...money('gross', rows.length ? 234.5 : 0),
    ...money('vat', rows.length ? 37.44 : 0),
    ...money('commission', rows.length ? 23.45 : 0),
    ...money('refunded', rows.length ? 34.5 : 0),
    ...money('total_order_value', rows.length ? 200 : 0),
  };
  return ok(rows, { meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length }, summary });
}

const calls = (api: ReturnType<typeof mockApi>, url: string) => api.calls.filter((call) => call.url === url);

describe('FinancePage', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => signIn('Company'));
  afterEach(() => api.restore());

  it('shows this month’s figures in euros (de-DE), the months as chart and table, and one row per vendor order', async () => {
    const month = presetPeriod('thisMonth', new Date());
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok({ period: period(call), sale: null });
      if (call.url === 'api/vendor-transaction-report-list') return report();
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    expect(await screen.findByTestId('finance-turnover')).toHaveTextContent(/^1\.234,50\s€$/);
    expect(screen.getByTestId('finance-vat')).toHaveTextContent(/^197,11\s€$/);
    expect(screen.getByTestId('finance-commission')).toHaveTextContent(/^123,45\s€$/);
    expect(screen.getByTestId('finance-refunds')).toHaveTextContent(/^34,50\s€$/);
    expect(screen.getByTestId('finance-payouts')).toHaveTextContent(/^500,00\s€$/);
    expect(screen.getByTestId('finance-total-order-value')).toHaveTextContent(/^1\.200,00\s€$/);
    expect(calls(api, 'api/financeCalculator')[0]?.params).toEqual(month);
    expect(month.date_from).toBe(isoDay(new Date(new Date().getFullYear(), new Date().getMonth(), 1)));

    const chart = await screen.findByRole('img', { name: /^Balkendiagramm: Umsatz und Erstattungen je Monat/ });
    expect(chart).toHaveTextContent('2026-10 | 2026-11');
    const months = screen.getByRole('table', { name: 'Umsatz und Erstattungen je Monat' });
    const november = within(months).getByRole('row', { name: /Nov\. 2026/ });
    expect(november).toHaveTextContent(/234,50\s€.*34,50\s€/);

    const orders = await screen.findByRole('table', { name: 'Teilbestellungen des Zeitraums, neueste zuerst' });
    const row = within(orders).getByRole('row', { name: /MP-2026-000123-1/ });
    expect(row).toHaveTextContent(/02\.11\.2026.*Erika Muster.*Abgeschlossen.*Bezahlt.*234,50\s€.*176,55\s€/);
    expect(screen.getByTestId('transaction-summary')).toHaveTextContent(
      /1 Teilbestellungen: 234,50\s€ brutto, 34,50\s€ erstattet, Bestellwert 200,00\s€/,
    );
    expect(calls(api, 'api/vendor-transaction-report-list')[0]?.params).toEqual({ ...month, page: 1 });
  });

  it('shows each vendor order’s commission rate beside its commission and says that commission is net plus 19 % VAT, billed monthly', async () => {
    const withRate: Report['data'][number] = { ...transaction, commission_percent: '12,5 %' };
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok({ period: period(call), sale: null });
      if (call.url === 'api/vendor-transaction-report-list') return report([withRate]);
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    const orders = await screen.findByRole('table', { name: 'Teilbestellungen des Zeitraums, neueste zuerst' });
    expect(within(orders).getByRole('columnheader', { name: 'Provisionssatz' })).toBeInTheDocument();
    expect(within(orders).getByRole('row', { name: /MP-2026-000123-1/ })).toHaveTextContent(/23,45\s€\s*12,5 %/);
    expect(screen.getByTestId('commission-note')).toHaveTextContent(
      /Provision ist netto.*zuzüglich 19 % Umsatzsteuer einmal im Monat mit der Provisionsrechnung/,
    );
  });

  it('takes an own range as TT.MM.JJJJ, keeps it in the address and asks for it as JJJJ-MM-TT', async () => {
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok({ period: period(call), sale: null });
      if (call.url === 'api/vendor-transaction-report-list') return report();
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    await screen.findByTestId('finance-turnover');
    await userEvent.selectOptions(screen.getByLabelText('Zeitraum'), 'custom');
    const from = screen.getByLabelText(/^Von/);
    const to = screen.getByLabelText(/^Bis/);
    await userEvent.clear(from);
    await userEvent.type(from, '01.01.2026');
    await userEvent.clear(to);
    await userEvent.type(to, '31.02.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.')).toBeInTheDocument();
    expect(to).toHaveValue('31.02.2026');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/provider\/finance$/);

    await userEvent.clear(to);
    await userEvent.type(to, '30.06.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/orders/provider/finance?preset=custom&date_from=2026-01-01&date_to=2026-06-30',
      ),
    );
    await waitFor(() =>
      expect(calls(api, 'api/financeCalculator').at(-1)?.params).toEqual({ date_from: '2026-01-01', date_to: '2026-06-30' }),
    );
    await waitFor(() =>
      expect(calls(api, 'api/vendor-transaction-report-list').at(-1)?.params).toEqual({
        date_from: '2026-01-01',
        date_to: '2026-06-30',
        page: 1,
      }),
    );
    expect(screen.getByTestId('finance-period')).toHaveTextContent('01.01.2026 bis 30.06.2026');
  });

  it('filters the vendor orders by status, payment, delivery and search', async () => {
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok({ period: period(call), sale: null });
      if (call.url === 'api/vendor-transaction-report-list') return report(call.params.search ? [] : [transaction]);
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    await screen.findByRole('table', { name: 'Teilbestellungen des Zeitraums, neueste zuerst' });
    const form = screen.getByRole('form', { name: 'Transaktionen' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'completed');
    await userEvent.selectOptions(within(form).getByLabelText('Zahlung'), 'paid');
    await userEvent.selectOptions(within(form).getByLabelText('Lieferart'), 'pickup');
    await userEvent.type(within(form).getByLabelText(/^Suche/), 'Niemand');
    await userEvent.click(within(form).getByRole('button', { name: 'Filtern' }));
    expect(await screen.findByText('Keine Teilbestellungen passen zu diesen Filtern.')).toBeInTheDocument();
    const month = presetPeriod('thisMonth', new Date());
    expect(calls(api, 'api/vendor-transaction-report-list').at(-1)?.params).toEqual({
      ...month,
      status: 'completed',
      payment: 'paid',
      delivery: 'pickup',
      search: 'Niemand',
      page: 1,
    });
  });

  it('says so when the period has no bookings, and offers „Erneut versuchen“ when the figures fail to load', async () => {
    let fail = true;
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') {
        return fail
          ? { status: 500, data: { status: false, message: 'Die Kennzahlen konnten nicht berechnet werden.' } }
          : ok({ period: period(call, 0, 0), sale: null });
      }
      if (call.url === 'api/vendor-transaction-report-list') return report([]);
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    expect(await screen.findByText('Die Kennzahlen konnten nicht berechnet werden.')).toBeInTheDocument();
    expect(await screen.findByText('Keine Teilbestellungen in diesem Zeitraum.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('In diesem Zeitraum gibt es keine Buchungen.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('downloads the filtered vendor orders as CSV with the login token', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:transaktionen'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api = mockApi((call) => {
      if (call.url === 'api/financeCalculator') return ok({ period: period(call), sale: null });
      if (call.url === 'api/vendor-transaction-report-list') {
        return call.params.format === 'csv' ? { status: 200, data: new Blob(['Datum;Bestellnummer\n']) } : report();
      }
      return undefined;
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    await screen.findByRole('table', { name: 'Teilbestellungen des Zeitraums, neueste zuerst' });
    const form = screen.getByRole('form', { name: 'Transaktionen' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'completed');
    await userEvent.click(within(form).getByRole('button', { name: 'Filtern' }));
    await userEvent.click(screen.getByRole('button', { name: 'Als CSV herunterladen' }));
    const month = presetPeriod('thisMonth', new Date());
    await waitFor(() => expect(saved).toEqual([`transaktionen-${month.date_from}-${month.date_to}.csv`]));
    const csv = api.calls.find((call) => call.params.format === 'csv');
    expect(csv?.params).toEqual({ ...month, status: 'completed', format: 'csv' });
    expect(csv?.authorization).toMatch(/^Bearer \S+/);
    click.mockRestore();
  });

  it('shows what a sale leaves, and a German 422 at the amount field keeping the input', async () => {
    api = mockApi((call) => {
      if (call.url !== 'api/financeCalculator') return call.url === 'api/vendor-transaction-report-list' ? report() : undefined;
      if (call.params.amount === '12,345') {
        return {
          status: 422,
          data: {
            status: false,
            message: 'Die Eingaben sind nicht gültig.',
            errors: { amount: ['Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.'] },
          },
        };
      }
      const sale = {
        small_business: false,
        tax_rate: 19,
        ...money('gross', 119),
        ...money('net', 100),
        ...money('vat', 19),
        commission_percent: 10,
        ...money('commission', 11.9),
        ...money('remains', 88.1),
      } as NonNullable<Calculation['sale']>;
      return ok({ period: period(call), sale: call.params.amount ? sale : null });
    });
    renderAt(<FinancePage />, '/orders/provider/finance');
    const calculator = await screen.findByTestId('sale-calculator');
    const amount = within(calculator).getByLabelText(/^Verkaufspreis brutto/);
    await userEvent.type(amount, '12,345');
    await userEvent.click(within(calculator).getByRole('button', { name: 'Berechnen' }));
    expect(await screen.findByText('Bitte geben Sie einen Betrag mit höchstens zwei Nachkommastellen an.')).toBeInTheDocument();
    expect(amount).toHaveValue('12,345');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(amount);
    await userEvent.type(amount, '119');
    await userEvent.click(within(calculator).getByRole('button', { name: 'Berechnen' }));
    const result = await screen.findByTestId('sale-result');
    expect(result).toHaveTextContent(/Netto100,00\s€/);
    expect(result).toHaveTextContent(/Provision \(10 %\)11,90\s€/);
    expect(screen.getByTestId('sale-remains')).toHaveTextContent(/^88,10\s€$/);
    expect(calls(api, 'api/financeCalculator').at(-1)?.params).toEqual({ amount: '119', tax_rate: 19 });
  });
});
