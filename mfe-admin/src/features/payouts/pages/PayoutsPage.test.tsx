import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import type { PayoutRequest, PayoutRun, PayoutRunDetail } from '../api/types';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
  jest.restoreAllMocks();
});

const FINANCE_ME = { ...ADMIN_ME, id: 7, name: 'Fiona Finanz', roles: ['finance' as const], credential_roles: ['finance' as const] };

function request(id: number, provider: string, cents: number, extra: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    id,
    method: 'bank_transfer',
    method_text: 'Überweisung auf Ihr Bankkonto (SEPA)',
    amount: cents / 100,
    amount_cents: cents,
    reference: 'Dezember',
    status: 'requested',
    status_text: 'Beantragt',
    invoice_number: null,
    account_holder: `Inhaber ${provider}`,
    iban_masked: 'DE89 •••• •••• •••• ••30 00',
    failure_reason: null,
    created_at: '2026-12-04T10:00:00.000Z',
    paid_at: null,
    provider_id: id + 100,
    provider,
    available_cents: 12_000,
    has_payout_account: true,
    open_run_id: null,
    ...extra,
  };
}

const REQUESTS = [
  request(1, 'Bäckerei Korn GmbH', 12_345),
  request(2, 'Holzwerk Nord', 5_000),
  request(3, 'Ohne Konto KG', 2_000, { has_payout_account: false }),
];

const RUN: PayoutRun = {
  id: 4,
  status: 'created',
  status_text: 'Angelegt',
  reason: 'Dezember',
  batch_id: null,
  count: 2,
  total_cents: 17_345,
  created_by_id: 7,
  created_by: 'Fiona Finanz',
  created_at: '2026-12-05T09:00:00.000Z',
  released_by: null,
  released_at: null,
  executed_by: null,
  executed_at: null,
  cancelled_by: null,
  cancelled_at: null,
  has_file: false,
};

function detail(run: Partial<PayoutRun>, status: 'requested' | 'paid' = 'requested'): PayoutRunDetail {
  return {
    ...RUN,
    ...run,
    withdrawals: REQUESTS.slice(0, 2).map((row, index) => ({
      ...row,
      status,
      status_text: status === 'paid' ? 'Ausgezahlt' : 'Beantragt',
      invoice_number: (run.status ?? 'created') === 'created' ? null : `AUS-2026-0000${index + 1}`,
    })),
  };
}

function page<T>(rows: T[]) {
  return { status: 200, data: { status: true, data: rows, meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length } } };
}

function routes(extra: (call: { url: string; method: string; data?: unknown }) => ReturnType<typeof ok> | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === 'admin/me') return ok(FINANCE_ME);
    if (call.url === 'admin/payouts/requests') return ok(REQUESTS);
    if (call.url === 'admin/payouts/runs') return page([RUN]);
    return undefined;
  });
}

describe('payouts screen', () => {
  it('lists the requested withdrawals with the available balance, warns without IBAN and links „Auszahlungen“', async () => {
    signInStaff();
    api = routes();
    renderAt(<Area />, '/admin/auszahlungen');
    const table = await screen.findByRole('table', { name: 'Beantragte Auszahlungen' });
    const row = within(table).getByText('Bäckerei Korn GmbH').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('123,45 €');
    expect(row).toHaveTextContent('120,00 €');
    expect(row).toHaveTextContent('DE89 •••• •••• •••• ••30 00');
    const without = within(table).getByText('Ohne Konto KG').closest('tr') as HTMLElement;
    expect(without).toHaveTextContent('Kein Auszahlungskonto (IBAN) hinterlegt');
    expect(within(without).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Auszahlungen' })).toBeInTheDocument();
    const runs = await screen.findByRole('table', { name: 'Auszahlungsläufe' });
    const run = within(runs).getByRole('link', { name: 'Lauf 4 öffnen' }).closest('tr') as HTMLElement;
    expect(run).toHaveTextContent('Angelegt');
    expect(run).toHaveTextContent('173,45 €');
    expect(run).toHaveTextContent('Fiona Finanz');
  });

  it('selects all choosable withdrawals with their sum and creates a run only after the confirmation', async () => {
    signInStaff();
    api = routes((call) =>
      call.url === 'admin/payouts/runs' && call.method === 'POST'
        ? ok(RUN)
        : call.url === 'admin/payouts/runs/4'
          ? ok(detail({}))
          : undefined,
    );
    renderAt(<Area />, '/admin/auszahlungen');
    await screen.findByRole('table', { name: 'Beantragte Auszahlungen' });
    await userEvent.click(screen.getByRole('button', { name: 'Auszahlungslauf anlegen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte wählen Sie mindestens eine Auszahlung.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle auswählbaren Auszahlungen auswählen' }));
    expect(screen.getByText(/Ausgewählt: 2 Auszahlungen, zusammen 173,45/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Auszahlung an Holzwerk Nord/ }));
    expect(screen.getByText(/Ausgewählt: 1 Auszahlung, zusammen 123,45/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Auszahlung an Holzwerk Nord/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Auszahlungslauf anlegen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Auszahlungslauf anlegen?' });
    expect(dialog).toHaveTextContent('2 Auszahlungen über zusammen 173,45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lauf anlegen' }));
    expect(within(dialog).getByText('Bitte bestätigen Sie die Aktion.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === 'admin/payouts/runs' && call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Anlass/), 'Dezember');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lauf anlegen' }));
    expect(await screen.findByRole('heading', { name: 'Auszahlungslauf 4' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.url === 'admin/payouts/runs' && call.method === 'POST')).toMatchObject({
      data: { withdrawal_ids: [1, 2], reason: 'Dezember' },
    });
  });

  it('shows every reason of a refused run in the dialog', async () => {
    signInStaff();
    api = routes((call) =>
      call.url === 'admin/payouts/runs' && call.method === 'POST'
        ? {
            status: 422,
            data: {
              status: false,
              message: 'x',
              errors: { withdrawal_ids: ['Die Auszahlung an Holzwerk Nord (50,00 €) ist bereits im Auszahlungslauf 3.'] },
            },
          }
        : undefined,
    );
    renderAt(<Area />, '/admin/auszahlungen');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Auszahlung an Holzwerk Nord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Auszahlungslauf anlegen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Auszahlungslauf anlegen?' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lauf anlegen' }));
    expect(
      await within(dialog).findByText('Die Auszahlung an Holzwerk Nord (50,00 €) ist bereits im Auszahlungslauf 3.'),
    ).toBeInTheDocument();
  });

  it('does not let the creator release the run and explains the four-eyes rule', async () => {
    signInStaff();
    api = routes((call) => (call.url === 'admin/payouts/runs/4' ? ok(detail({})) : undefined));
    renderAt(<Area />, '/admin/auszahlungen/4');
    const release = await screen.findByRole('button', { name: 'Freigeben' });
    expect(release).toBeDisabled();
    expect(release).toHaveAccessibleDescription(/Vier-Augen-Prinzip/);
    expect(screen.getByText(/Sie haben diesen Lauf angelegt/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Auszahlungen des Laufs' })).toHaveTextContent('wird bei der Freigabe vergeben');
  });

  it('lets another member release after the confirmation, then download the file and mark it executed', async () => {
    signInStaff();
    let current = detail({ created_by_id: 99, created_by: 'Otto Anders' });
    api = routes((call) => {
      if (call.url === 'admin/payouts/runs/4') return ok(current);
      if (call.url === 'admin/payouts/runs/4/release') {
        current = detail({
          created_by_id: 99,
          status: 'released',
          status_text: 'Freigegeben',
          has_file: true,
          batch_id: 'MP-PAYOUT-4-20261205100000',
          released_by: 'Fiona Finanz',
          released_at: '2026-12-05T10:00:00.000Z',
        });
        return ok(current);
      }
      if (call.url === 'admin/payouts/runs/4/file') return { status: 200, data: '<Document/>' };
      if (call.url === 'admin/payouts/runs/4/executed') {
        current = detail({ ...current, status: 'executed', status_text: 'Ausgeführt' }, 'paid');
        return ok(current);
      }
      return undefined;
    });
    const createUrl = jest.fn(() => 'blob:sepa');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(<Area />, '/admin/auszahlungen/4');

    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lauf freigeben?' });
    expect(dialog).toHaveTextContent('2 Auszahlungen über 173,45');
    expect(api.calls.some((call) => call.url === 'admin/payouts/runs/4/release')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await userEvent.click(await screen.findByRole('button', { name: 'SEPA-Datei herunterladen (pain.001)' }));
    expect(createUrl).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('MP-PAYOUT-4-20261205100000.xml');
    expect(screen.getByRole('table', { name: 'Auszahlungen des Laufs' })).toHaveTextContent('AUS-2026-00001');

    await userEvent.click(screen.getByRole('button', { name: 'Als ausgeführt markieren' }));
    const executed = await screen.findByRole('alertdialog', { name: 'Lauf als ausgeführt markieren?' });
    await userEvent.click(within(executed).getByRole('button', { name: 'Als ausgeführt markieren' }));
    expect(await screen.findByRole('button', { name: 'Rücklastschrift erfassen' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Auszahlungen des Laufs' })).toHaveTextContent('Ausgezahlt');
  });

  it('records a returned transfer with the statement number and the reason', async () => {
    signInStaff();
    const executed = detail({ status: 'executed', status_text: 'Ausgeführt', has_file: true, batch_id: 'B' }, 'paid');
    api = routes((call) => {
      if (call.url === 'admin/payouts/runs/4') return ok(executed);
      if (call.url === 'admin/payouts/returned') return ok({ ...executed.withdrawals[0], status: 'failed' });
      return undefined;
    });
    renderAt(<Area />, '/admin/auszahlungen/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Rücklastschrift erfassen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Rücklastschrift erfassen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rücklastschrift erfassen' }));
    expect(within(dialog).getByText('Bitte wählen Sie die Belegnummer.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie den Grund an (mindestens 3 Zeichen).')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Belegnummer/), 'AUS-2026-00002');
    await userEvent.type(within(dialog).getByLabelText(/Grund der Bank/), 'Konto erloschen');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rücklastschrift erfassen' }));
    await screen.findByRole('heading', { name: 'Auszahlungslauf 4' });
    expect(api.calls.find((call) => call.url === 'admin/payouts/returned')).toMatchObject({
      method: 'POST',
      data: { invoice_number: 'AUS-2026-00002', reason: 'Konto erloschen' },
    });
  });

  it('shows the empty states, and the error with „Erneut versuchen“', async () => {
    signInStaff();
    let fail = true;
    api = routes((call) => {
      if (call.url === 'admin/payouts/requests')
        return fail ? { status: 500, data: { status: false, message: 'Die Auszahlungen sind gerade nicht verfügbar.' } } : ok([]);
      if (call.url === 'admin/payouts/runs') return page([]);
      return undefined;
    });
    renderAt(<Area />, '/admin/auszahlungen');
    expect(await screen.findByText('Die Auszahlungen sind gerade nicht verfügbar.')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Auszahlungsläufe.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Erneut versuchen/ }));
    expect(await screen.findByText('Keine beantragten Auszahlungen.')).toBeInTheDocument();
  });

  it('is the ordinary 404 for a member without the finance role, and not linked', async () => {
    signInStaff();
    const support = { ...ADMIN_ME, roles: ['support' as const], credential_roles: ['support' as const] };
    api = mockApi((call) => (call.url === 'admin/me' ? ok(support) : undefined));
    renderAt(<Area />, '/admin/auszahlungen');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auszahlungen' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.startsWith('admin/payouts'))).toBe(false);
  });
});
