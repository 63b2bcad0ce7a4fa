import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commissionInvoiceFixture, mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { AdminInvoice, AdminSubscription, BillingRun, BillingRunResult, SepaCollection } from '../api/types';
import type { CommissionDocument, CommissionRunResult } from '../api/types';
import { previousMonth } from '../components/CommissionSection';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
  jest.restoreAllMocks();
});

const FINANCE_ME = { ...ADMIN_ME, name: 'Fiona Finanz', roles: ['finance' as const], credential_roles: ['finance' as const] };

const INVOICE: AdminInvoice = {
  id: 11,
  invoice_number: 'MP-2026-00042',
  kind: 'renewal',
  kind_text: 'Verlängerung',
  provider_id: 5,
  provider: 'Bäckerei Korn GmbH',
  provider_email: 'korn@example.com',
  period_start: '2026-11-01',
  period_last_day: '2026-11-30',
  total_cents: 2261,
  payment_method: 'invoice',
  payment_method_text: 'Rechnung (Überweisung)',
  status: 'open',
  status_text: 'Überfällig',
  due_date: '2026-11-15',
  issued_at: '2026-11-01T00:00:05.000Z',
  paid_at: null,
  overdue_days: 20,
};

const SUBSCRIPTION: AdminSubscription = {
  id: 3,
  provider_id: 5,
  provider: 'Bäckerei Korn GmbH',
  provider_email: 'korn@example.com',
  package: 'Plus',
  status: 'past_due',
  status_text: 'Zahlung überfällig',
  payment_method: 'invoice',
  payment_method_text: 'Rechnung (Überweisung)',
  period_start: '2026-11-01',
  period_last_day: '2026-11-30',
  open_invoices: 1,
  open_cents: 5831,
  overdue_since: '2026-11-15',
  overdue_days: 20,
};

const RUN: BillingRunResult = {
  renewed: 2,
  expired: 1,
  past_due: 0,
  invoices: ['MP-2026-00043', 'MP-2026-00044'],
  invoice_count: 2,
  total_cents: 8092,
};

function page<T>(rows: T[]) {
  return { status: 200, data: { status: true, data: rows, meta: { current_page: 1, last_page: 1, per_page: 25, total: rows.length } } };
}

function routes(extra: (call: { url: string; method: string; data?: unknown }) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === 'admin/me') return ok(FINANCE_ME);
    if (call.url === 'admin/billing/invoices') return page([INVOICE]);
    if (call.url === 'admin/billing/subscriptions') return page([SUBSCRIPTION]);
    if (call.url === 'admin/billing/runs') return page<BillingRun>([]);
    if (call.url === 'admin/billing/commission-documents') return page<CommissionDocument>([]);
    return undefined;
  });
}

describe('billing screen', () => {
  it('lists the invoices with provider, period, amount in euros, due date and overdue days, and the overdue subscriptions; the nav links „Abrechnung“', async () => {
    signInStaff();
    api = routes();
    renderAt(<Area />, '/admin/abrechnung');
    const table = await screen.findByRole('table', { name: 'Rechnungen an Anbieter' });
    const row = within(table).getByText('MP-2026-00042').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Bäckerei Korn GmbH');
    expect(row).toHaveTextContent('01.11.2026 – 30.11.2026');
    expect(row).toHaveTextContent('22,61 €');
    expect(row).toHaveTextContent('15.11.2026');
    expect(row).toHaveTextContent('seit 20 Tagen überfällig');
    const subscriptions = await screen.findByRole('table', { name: 'Abonnements' });
    const abo = within(subscriptions).getByText('Bäckerei Korn GmbH').closest('tr') as HTMLElement;
    expect(abo).toHaveTextContent('Plus');
    expect(abo).toHaveTextContent('58,31 €');
    expect(abo).toHaveTextContent('15.11.2026 (20 Tage)');
    expect(screen.getByRole('link', { name: 'Abrechnung' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/billing/invoices')?.params).toMatchObject({ status: 'open', page: 1 });
    expect(api.calls.find((call) => call.url === 'admin/billing/subscriptions')?.params).toMatchObject({ state: 'overdue' });
  });

  it('filters the invoices by status and search', async () => {
    signInStaff();
    api = routes();
    renderAt(<Area />, '/admin/abrechnung');
    await screen.findByRole('table', { name: 'Rechnungen an Anbieter' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Korn');
    await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await screen.findByRole('table', { name: 'Rechnungen an Anbieter' });
    expect(api.calls.filter((call) => call.url === 'admin/billing/invoices').at(-1)?.params).toMatchObject({ status: 'paid', q: 'Korn' });
  });

  it('marks an invoice paid only with a reason and the confirmation, and sends both', async () => {
    signInStaff();
    api = routes((call) =>
      call.url === 'admin/billing/paid' ? ok({ ...INVOICE, status: 'paid' }, { message: 'Der Zahlungseingang ist verbucht.' }) : undefined,
    );
    renderAt(<Area />, '/admin/abrechnung');
    await userEvent.click(await screen.findByRole('button', { name: 'Rechnung MP-2026-00042 als bezahlt markieren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rechnung MP-2026-00042 als bezahlt markieren?' });
    expect(dialog).toHaveTextContent('22,61 € von Bäckerei Korn GmbH');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung an (mindestens 3 Zeichen).')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte bestätigen Sie die Aktion.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/billing/paid')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Kontoauszug 12/2026, Posten 4');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    await screen.findByRole('table', { name: 'Rechnungen an Anbieter' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/billing/paid')).toMatchObject({
      method: 'POST',
      data: { invoice_number: 'MP-2026-00042', reason: 'Kontoauszug 12/2026, Posten 4' },
    });
  });

  it('starts the billing run after the confirmation and shows how many invoices and their sum', async () => {
    signInStaff();
    api = routes((call) => (call.url === 'admin/billing/run' ? ok(RUN) : undefined));
    renderAt(<Area />, '/admin/abrechnung');
    await userEvent.click(await screen.findByRole('button', { name: 'Abrechnungslauf starten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abrechnungslauf jetzt starten?' });
    expect(api.calls.some((call) => call.url === 'admin/billing/run')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt starten' }));
    const result = await screen.findByRole('status', { name: 'Ergebnis des Laufs' });
    expect(result).toHaveTextContent('2 Rechnungen ausgestellt · Summe: 80,92 €');
    expect(result).toHaveTextContent('verlängert: 2 · beendet: 1');
    expect(result).toHaveTextContent('MP-2026-00043, MP-2026-00044');
  });

  it('creates the SEPA file after the confirmation and downloads it; with nothing due it says so', async () => {
    signInStaff();
    const collection: SepaCollection = {
      batch_id: 'MP-LS-20261205221500',
      count: 3,
      total_cents: 6783,
      sepa_xml: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"/>',
    };
    let answer = collection;
    api = routes((call) => (call.url === 'admin/billing/sepa-collection' ? ok(answer) : undefined));
    const createUrl = jest.fn(() => 'blob:sepa');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<Area />, '/admin/abrechnung');
    await userEvent.click(await screen.findByRole('button', { name: 'Lastschriftdatei erstellen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erstellen und herunterladen' }));
    expect(await screen.findByText(/3 Lastschriften über 67,83 €/)).toBeInTheDocument();
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('MP-LS-20261205221500.xml');

    answer = { ...collection, count: 0, total_cents: 0, sepa_xml: null };
    await userEvent.click(screen.getByRole('button', { name: 'Lastschriftdatei erstellen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Erstellen und herunterladen' }));
    expect(await screen.findByText('Keine Lastschriften fällig – es wurde keine Datei erstellt.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the empty states, and the error with „Erneut versuchen“', async () => {
    signInStaff();
    let fail = true;
    api = routes((call) => {
      if (call.url === 'admin/billing/invoices')
        return fail ? { status: 500, data: { status: false, message: 'Die Rechnungen sind gerade nicht verfügbar.' } } : page([]);
      if (call.url === 'admin/billing/subscriptions') return page([]);
      return undefined;
    });
    renderAt(<Area />, '/admin/abrechnung');
    expect(await screen.findByText('Die Rechnungen sind gerade nicht verfügbar.')).toBeInTheDocument();
    expect(await screen.findByText('Keine überfälligen Abos.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(await screen.findByText('Keine Rechnungen für diese Auswahl.')).toBeInTheDocument();
  });

  it('lists the Provisionsrechnungen of a month and runs a month only after the confirmation; a refused month shows the German message', async () => {
    signInStaff();
    const DOCUMENT: CommissionDocument = {
      ...commissionInvoiceFixture,
      id: 31,
      document_number: 'PR-2026-00012',
      line_count: 4,
      provider_id: 5,
      provider: 'Bäckerei Korn GmbH',
      provider_email: 'korn@example.com',
    };
    const RESULT: CommissionRunResult = { month: '2026-11', providers: 3, invoices: ['PR-2026-00012'], credit_notes: ['PG-2026-00003'] };
    api = routes((call) => {
      if (call.url === 'admin/billing/commission-documents')
        return page((call as { params?: Record<string, unknown> }).params?.month === '2026-11' ? [DOCUMENT] : []);
      if (call.url === 'admin/billing/commission-run') {
        const month = (call.data as { month: string }).month;
        return month === '2026-11'
          ? ok(RESULT)
          : {
              status: 422,
              data: {
                status: false,
                message: 'Die Eingaben sind ungültig.',
                errors: { month: ['Ein Monat kann erst nach seinem Ende abgerechnet werden.'] },
              },
            };
      }
      return undefined;
    });
    renderAt(<Area />, '/admin/abrechnung');
    const field = await screen.findByLabelText('Monat');
    await waitFor(() => expect(field).toHaveValue(previousMonth()));
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11');
    await userEvent.click(screen.getByRole('button', { name: 'Dokumente des Monats zeigen' }));
    const table = await screen.findByRole('table', { name: 'Provisionsrechnungen und Gutschriften 2026-11' });
    const row = within(table).getByText('PR-2026-00012').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Bäckerei Korn GmbH');
    expect(row).toHaveTextContent('01.11.2026 – 30.11.2026');
    expect(row).toHaveTextContent('123,45 €');
    expect(row).toHaveTextContent('23,46 €');
    expect(row).toHaveTextContent('146,91 €');

    await userEvent.click(screen.getByRole('button', { name: 'Monat abrechnen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Monat abrechnen?' });
    expect(api.calls.some((call) => call.url === 'admin/billing/commission-run')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, abrechnen' }));
    expect(await screen.findByText('1 Provisionsrechnung und 1 Gutschrift ausgestellt.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/billing/commission-run')).toMatchObject({
      method: 'POST',
      data: { month: '2026-11' },
    });

    await userEvent.clear(field);
    await userEvent.type(field, '2099-01');
    await userEvent.click(screen.getByRole('button', { name: 'Monat abrechnen' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, abrechnen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein Monat kann erst nach seinem Ende abgerechnet werden.');
  });

  it('is the ordinary 404 for a member without the finance role, and not linked', async () => {
    signInStaff();
    const support = { ...ADMIN_ME, roles: ['support' as const], credential_roles: ['support' as const] };
    api = mockApi((call) => (call.url === 'admin/me' ? ok(support) : undefined));
    renderAt(<Area />, '/admin/abrechnung');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abrechnung' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.startsWith('admin/billing'))).toBe(false);
  });
});
