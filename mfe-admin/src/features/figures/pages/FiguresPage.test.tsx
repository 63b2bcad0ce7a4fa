import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock, type RecordedCall } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { FigureBucket, Figures } from '../api/getFigures';
import { periodProblem, presetPeriod } from '../lib/period';

// jsdom has no canvas: the lazily loaded chart is replaced by a stand-in that shows which buckets it was given.
jest.mock('../components/FiguresChart', () => ({
  __esModule: true,
  default: ({ buckets, label }: { buckets: { label: string }[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="figures-chart">
      {buckets.map((bucket) => bucket.label).join(' | ')}
    </div>
  ),
}));

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const FINANCE_ME = { ...ADMIN_ME, roles: ['finance' as const], credential_roles: ['finance' as const] };

const ZERO = {
  gmv_cents: 0,
  orders: 0,
  vendor_orders: 0,
  commission_cents: 0,
  take_rate_basis_points: null,
  refunds_cents: 0,
  refunds: 0,
  active_providers: 0,
  active_customers: 0,
};

function bucket(key: string, label: string, values: Partial<FigureBucket> = {}): FigureBucket {
  return { key, date_from: key, date_to: key, label, ...ZERO, ...values };
}

function figuresFor(call: RecordedCall): Figures {
  const params = call.params as { date_from: string; date_to: string; granularity: Figures['granularity'] };
  return {
    date_from: params.date_from,
    date_to: params.date_to,
    granularity: params.granularity,
    buckets: [
      bucket('2026-12-01', '01.12.2026', {
        gmv_cents: 123_456_78,
        orders: 41,
        vendor_orders: 50,
        commission_cents: 12_345_68,
        take_rate_basis_points: 1000,
        refunds_cents: 4990,
        refunds: 2,
        active_providers: 7,
        active_customers: 39,
      }),
      bucket('2026-12-02', '02.12.2026'),
    ],
    totals: {
      gmv_cents: 123_456_78,
      orders: 41,
      vendor_orders: 50,
      commission_cents: 12_345_68,
      take_rate_basis_points: 1000,
      refunds_cents: 4990,
      refunds: 2,
      active_providers: 7,
      active_customers: 39,
    },
  };
}

const figureCalls = () => api.calls.filter((call) => call.url === 'admin/figures');

describe('figures for the operator', () => {
  it('has presets for the last 30 days, the last full month and this year, and checks a period before asking', () => {
    const today = new Date(2026, 11, 5);
    expect(presetPeriod('last30', today)).toEqual({ date_from: '2026-11-06', date_to: '2026-12-05' });
    expect(presetPeriod('lastMonth', today)).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(presetPeriod('thisYear', today)).toEqual({ date_from: '2026-01-01', date_to: '2026-12-05' });
    expect(presetPeriod('lastMonth', new Date(2026, 0, 15))).toEqual({ date_from: '2025-12-01', date_to: '2025-12-31' });
    expect(periodProblem({ date_from: '2026-12-05', date_to: '2026-12-01', granularity: 'day' })).toBe('order');
    expect(periodProblem({ date_from: '', date_to: '2026-12-01', granularity: 'day' })).toBe('required');
    expect(periodProblem({ date_from: '2024-01-01', date_to: '2026-01-01', granularity: 'month' })).toBe('tooLong');
    expect(periodProblem({ date_from: '2024-01-01', date_to: '2025-12-31', granularity: 'month' })).toBeNull();
  });

  it('shows the last 30 days per day: totals as tiles in euros, the chart and the same figures in a table with the sum', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(FINANCE_ME);
      if (call.url === 'admin/figures') return ok(figuresFor(call));
      return undefined;
    });
    renderAt(<Area />, '/admin/kennzahlen');
    expect(await screen.findByTestId('figures-gmv')).toHaveTextContent('123.456,78 €');
    expect(figureCalls()[0]?.params).toEqual({ ...presetPeriod('last30'), granularity: 'day' });
    expect(screen.getByTestId('figures-commission')).toHaveTextContent('12.345,68 €');
    expect(screen.getByTestId('figures-take-rate')).toHaveTextContent('10,00 %');
    expect(screen.getByTestId('figures-orders')).toHaveTextContent('41');
    expect(screen.getByText('50 Teilbestellungen')).toBeInTheDocument();
    expect(screen.getByTestId('figures-refunds')).toHaveTextContent('49,90 €');
    expect(screen.getByText('2 Erstattungen')).toBeInTheDocument();
    expect(screen.getByTestId('figures-providers')).toHaveTextContent('7');
    expect(screen.getByTestId('figures-customers')).toHaveTextContent('39');

    const chart = await screen.findByRole('img', { name: /^Balkendiagramm: Umsatz brutto \(GMV\) und Provision je Tag/ });
    expect(chart).toHaveTextContent('01.12.2026 | 02.12.2026');
    const table = screen.getByRole('table', { name: 'Kennzahlen je Tag' });
    const first = within(table).getByText('01.12.2026').closest('tr');
    expect(first).toHaveTextContent('123.456,78 €');
    expect(first).toHaveTextContent('10,00 %');
    expect(first).toHaveTextContent('49,90 € (2)');
    expect(within(table).getByText('02.12.2026').closest('tr')).toHaveTextContent('–');
    expect(within(table).getByText('Summe').closest('tr')).toHaveTextContent('12.345,68 €');
    expect(screen.getByRole('link', { name: 'Kennzahlen' })).toHaveAttribute('href', '/admin/kennzahlen');
  });

  it('asks again for a preset or a chosen period and granularity, and refuses a period the server would refuse', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(FINANCE_ME);
      if (call.url === 'admin/figures') return ok(figuresFor(call));
      return undefined;
    });
    renderAt(<Area />, '/admin/kennzahlen');
    await screen.findByTestId('figures-gmv');

    await userEvent.click(screen.getByRole('button', { name: 'Dieses Jahr' }));
    await waitFor(() => expect(figureCalls().at(-1)?.params).toEqual({ ...presetPeriod('thisYear'), granularity: 'month' }));
    expect(screen.getByRole('button', { name: 'Dieses Jahr' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Letzter Monat' }));
    await waitFor(() => expect(figureCalls().at(-1)?.params).toEqual({ ...presetPeriod('lastMonth'), granularity: 'day' }));

    const from = screen.getByLabelText('von');
    const to = screen.getByLabelText('bis');
    await userEvent.clear(from);
    await userEvent.type(from, '2030-01-01');
    const before = figureCalls().length;
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Das Enddatum darf nicht vor dem Anfangsdatum liegen.');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('höchstens zwei Jahre');
    expect(figureCalls()).toHaveLength(before);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-01');
    await userEvent.selectOptions(screen.getByLabelText('Einteilung'), 'week');
    await userEvent.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() =>
      expect(figureCalls().at(-1)?.params).toEqual({ date_from: '2025-06-01', date_to: '2026-01-01', granularity: 'week' }),
    );
    expect(await screen.findByRole('table', { name: 'Kennzahlen je Woche' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the period has no orders, and shows no chart', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(FINANCE_ME);
      if (call.url === 'admin/figures') return ok({ ...figuresFor(call), buckets: [bucket('2026-12-01', '01.12.2026')], totals: ZERO });
      return undefined;
    });
    renderAt(<Area />, '/admin/kennzahlen');
    expect(await screen.findByText(/keine Bestellungen, Provisionen oder Erstattungen/)).toBeInTheDocument();
    expect(screen.getByTestId('figures-gmv')).toHaveTextContent('0,00 €');
    expect(screen.getByTestId('figures-take-rate')).toHaveTextContent('–');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal with a retry', async () => {
    signInStaff();
    let fail = true;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(FINANCE_ME);
      if (call.url === 'admin/figures') {
        if (fail) return { status: 500, data: { status: false, message: 'Die Kennzahlen sind gerade nicht verfügbar.' } };
        return ok(figuresFor(call));
      }
      return undefined;
    });
    renderAt(<Area />, '/admin/kennzahlen');
    expect(await screen.findByText('Die Kennzahlen sind gerade nicht verfügbar.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /erneut|Nochmal|wiederholen/i }));
    expect(await screen.findByTestId('figures-gmv')).toHaveTextContent('123.456,78 €');
  });

  it('downloads the CSV of the shown period', async () => {
    signInStaff();
    const created: Blob[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:kennzahlen';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      api = mockApi((call) => {
        if (call.url === 'admin/me') return ok(FINANCE_ME);
        if (call.url === 'admin/figures') return ok(figuresFor(call));
        if (call.url === 'admin/figures.csv') return { status: 200, data: '\uFEFFZeitraum;Von\r\nSumme;01.12.2026\r\n' };
        return undefined;
      });
      renderAt(<Area />, '/admin/kennzahlen');
      await screen.findByTestId('figures-gmv');
      await userEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
      await waitFor(() => expect(created).toHaveLength(1));
      expect(click).toHaveBeenCalledTimes(1);
      expect(api.calls.find((call) => call.url === 'admin/figures.csv')?.params).toEqual({
        ...presetPeriod('last30'),
        granularity: 'day',
      });
    } finally {
      click.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });

  it('is the ordinary 404 without the finance role, and not in the navigation', async () => {
    signInStaff();
    api = mockApi((call) => (call.url === 'admin/me' ? ok({ ...ADMIN_ME, roles: ['support'], credential_roles: ['support'] }) : undefined));
    renderAt(<Area />, '/admin/kennzahlen');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kennzahlen' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/figures')).toBe(false);
  });
});
